import DemoTerminal
import ScreenState
import ScreenStateTerminal

/// One named frame of the demo: the chrome and what the screen shows. The unit the screens' sample lists are
/// made of, one reference file each.
struct DemoFrameSample {
  /// A file-name-safe name such as `no-network-busy`.
  var name: String
  /// The header and status area.
  var chrome: DemoChrome
  /// What the screen shows.
  var projection: ScreenProjection<DemoContent>
  /// What the board's feed shows below its last row.
  var footer: PageFooter? = nil
  /// The content renderer, with its lists' selections and scroll positions.
  var content = DemoContentRenderer()
  /// The screen's renderer, with its empty message.
  var renderer = ScreenRenderer.demo
  /// What has focus; `nil` for the focus the screen starts with.
  var focus: ScreenFocus? = nil
}
