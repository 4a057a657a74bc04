import ScreenState
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting

/// Snapshots every sample state of a screen as plain text, in one call: one reference file per state,
/// named after the test and the sample, as in `postsInEveryState.refresh-failed-maintenance-banner.txt`.
///
/// A paginated list's samples (`ScreenStateSample.all(pages:emptyValue:failureKinds:)`) are drawn with the
/// footer each one shows below the list: loading more, a failed page with its "Try Again", the end.
///
/// ```swift
/// @MainActor @Test func postsInEveryState() {
///   assertScreenSnapshots(
///     of: ScreenStateSample.all(value: Post.samples, emptyValue: []),
///     content: ListContentRenderer<[Post]> { $0.title },
///     renderer: ScreenRenderer(emptyMessage: "No posts yet."))
/// }
/// ```
///
/// Each state is projected as a `LoadableScreen` with `policy` and `errorScreens` would project it (see
/// `ScreenStateSample.projection(classifier:policy:errorScreens:isEmpty:)`): pass the screen's own `policy` and
/// `errorScreens` to snapshot what its users see. Set `SNAPSHOT_TESTING_RECORD=never` in CI, so that a
/// missing reference fails instead of being recorded.
///
/// - Parameters:
///   - samples: The states to snapshot, usually `ScreenStateSample.all(value:emptyValue:failureKinds:failure:)`,
///     or `ScreenStateSample.all(pages:emptyValue:failureKinds:failure:)` for a paginated list.
///   - content: Draws the content.
///   - classifier: The screen's loader's classifier.
///   - policy: How the screen shows failures and in what words; each sample's display overrides it for kept
///     content.
///   - errorScreens: Which model each full-screen failure gets.
///   - isEmpty: Which values are empty content; none by default.
///   - renderer: Draws everything else; by default a renderer in `policy`'s texts.
///   - size: The size of every frame.
///   - tick: The spinner's tick.
///   - record: The record mode; by default, swift-snapshot-testing's (`SNAPSHOT_TESTING_RECORD`).
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller, beside which `__Snapshots__` lies.
///   - testName: The name of the test, the first part of each reference's name.
///   - line: The line of the caller.
///   - column: The column of the caller.
@MainActor
public func assertScreenSnapshots<Content: ScreenContentRenderer, Failure: Error>(
  of samples: [ScreenStateSample<Content.Value, Failure>],
  content: Content,
  classifier: FailureClassifier = .standard,
  policy: PresentationPolicy = .default,
  errorScreens: ErrorScreenCatalog = .standard,
  isEmpty: (Content.Value) -> Bool = { _ in false },
  renderer: ScreenRenderer? = nil,
  size: TerminalSize = .standard,
  tick: Int = 0,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let strategy = Snapshotting<ScreenFrame<Content.Value>, String>
    .textFrame(
      content: content, renderer: renderer ?? ScreenRenderer(texts: policy.texts), size: size, focus: nil, tick: tick)
  for sample in samples {
    let frame = ScreenFrame(
      projection: sample.projection(
        classifier: classifier, policy: policy, errorScreens: errorScreens, isEmpty: isEmpty),
      footer: sample.footer(classifier: classifier, policy: policy))
    assertSnapshot(
      of: frame,
      as: strategy,
      named: sample.name,
      record: record,
      fileID: fileID,
      file: filePath,
      testName: testName,
      line: line,
      column: column)
  }
}

/// Snapshots every sample state of a screen of a collection, an empty collection being its empty state;
/// see ``assertScreenSnapshots(of:content:classifier:policy:errorScreens:isEmpty:renderer:size:tick:record:fileID:file:testName:line:column:)``.
@MainActor
public func assertScreenSnapshots<Content: ScreenContentRenderer, Failure: Error>(
  of samples: [ScreenStateSample<Content.Value, Failure>],
  content: Content,
  classifier: FailureClassifier = .standard,
  policy: PresentationPolicy = .default,
  errorScreens: ErrorScreenCatalog = .standard,
  renderer: ScreenRenderer? = nil,
  size: TerminalSize = .standard,
  tick: Int = 0,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) where Content.Value: Collection {
  assertScreenSnapshots(
    of: samples, content: content, classifier: classifier, policy: policy, errorScreens: errorScreens,
    isEmpty: { $0.isEmpty },
    renderer: renderer, size: size, tick: tick, record: record, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}
