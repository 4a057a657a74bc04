import DemoTerminal
import ScreenState

/// One named frame of the demo: the chrome and what the screen shows. The unit the screens' sample lists are
/// made of, one reference file each.
struct DemoFrameSample {
  /// A file-name-safe name such as `no-network-busy`.
  var name: String
  /// The header and status area.
  var chrome: DemoChrome
  /// What the screen shows.
  var projection: ScreenProjection<DemoContent>
}
