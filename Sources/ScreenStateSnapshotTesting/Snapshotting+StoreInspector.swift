import ScreenState
import ScreenStateTerminal
import SnapshotTesting

extension Snapshotting where Value == InspectorSnapshot, Format == String {
  /// A strategy that snapshots a store inspector's model as the terminal inspector draws it, at a fixed size.
  ///
  /// The reference is a `.txt` file with one line per row (trailing spaces trimmed, empty rows kept), ending with a
  /// newline. Drive the store with a virtual clock so that times and ages are the same on every run.
  ///
  /// ```swift
  /// let inspector = StoreInspector(store)
  /// …
  /// assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: TerminalSize(columns: 100, rows: 24)))
  /// ```
  ///
  /// - Parameters:
  ///   - selected: The entry shown in detail; `nil` for the one that heard the latest event.
  ///   - size: The size of the frame.
  public static func storeInspector(
    selected: InspectorSnapshot.Section.Subject? = nil, size: TerminalSize = .standard
  ) -> Self {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { snapshot in
      StoreInspectorRenderer().render(snapshot, selected: selected, size: size).plainText + "\n"
    }
  }
}
