import DemoTerminal
import ScreenStateTerminal
import SnapshotTesting

extension Snapshotting where Value == TextCanvas, Format == String {
  /// A whole frame as the plain text a terminal shows, one line per row and a final newline, as the library's
  /// `textScreen` strategy writes its references.
  static var frameText: Self {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { $0.plainText + "\n" }
  }
}

/// Snapshots every sample as a whole demo frame (header, screen, status area), in one call: one reference per
/// sample, named after the test and the sample, as in `galleryPages.no-network-busy.txt`.
@MainActor
func assertFrameSnapshots(
  of samples: [DemoFrameSample],
  size: TerminalSize = .standard,
  tick: Int = 3,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for sample in samples {
    assertSnapshot(
      of: DemoFrame.render(
        chrome: sample.chrome, projection: sample.projection, footer: sample.footer, content: sample.content,
        renderer: sample.renderer, size: size, focus: sample.focus, tick: tick),
      as: .frameText,
      named: sample.name,
      fileID: fileID,
      file: filePath,
      testName: testName,
      line: line,
      column: column)
  }
}
