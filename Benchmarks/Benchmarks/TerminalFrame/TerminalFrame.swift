// Item 4: one frame of a list screen in an 80×24 terminal, with 20 rows and with 10,000 rows, side by side.
//
// A frame is what `TerminalScreenRunner` does on every redraw: a new 80×24 `TextCanvas`, the screen drawn by
// `ScreenRenderer` with a `ListContentRenderer` kept between frames (it holds the scroll position), and the
// canvas encoded for output. Both encodings are measured: `ansiText` is what a terminal receives (styles as
// SGR codes: the selected row is inverse), `plainText` what a pipe or a text snapshot receives.
//
// The screen is `.content(posts, isRefreshing: false, notice: nil)`, the list focused (the selected row marked
// `›`). The 10,000 posts begin with the same 20 posts, so the top of both lists shows the same posts; a third
// variant is the 10,000-row list scrolled to its middle (selection at 5,000). The 20-row list fits the 23 rows
// under the status line, so it draws 20 rows; a 10,000-row list fills 22 rows and shows its position
// ("1–22 of 10000") on the last one: the rows formatted per frame are recorded as a custom metric.
// Figures are per frame.

import Benchmark
import BenchmarkSupport
import ScreenState
import ScreenStateTerminal

let size = TerminalSize(columns: 80, rows: 24)
let renderer = ScreenRenderer(emptyMessage: "No posts yet.")
let fewPosts = posts(20)
let manyPosts = posts(10_000)

/// `count` posts; the first 20 are `SampleData.posts`.
func posts(_ count: Int) -> [Post] {
  (1...count).map {
    Post(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
  }
}

enum Encoding: String {
  case plainText = "plain text"
  case ansi = "ANSI"
}

/// A list screen on a terminal: the projection and the list renderer the runner keeps between frames.
struct ListScreen {
  let projection: ScreenProjection<[Post]>
  var list: ListContentRenderer<[Post]>
  /// The rows the list renderer formatted (its `rowText` calls), counted by the row closure.
  private let formatted = Counter()

  init(_ posts: [Post], selectedIndex: Int = 0) {
    projection = .content(posts, isRefreshing: false, notice: nil)
    let formatted = formatted
    list = ListContentRenderer(selectedIndex: selectedIndex) { post in
      formatted.value += 1
      return "#\(post.id)  \(post.title) — \(post.body)"
    }
  }

  /// Draws one frame on a new canvas and encodes it; returns the encoded frame and the rows formatted.
  mutating func frame(_ encoding: Encoding) -> (text: String, rowsFormatted: Int) {
    let before = formatted.value
    var canvas = TextCanvas(size: size)
    renderer.draw(projection, content: &list, tick: 0, on: &canvas, in: canvas.bounds)
    let text =
      switch encoding {
      case .plainText: canvas.plainText
      case .ansi: canvas.ansiText
      }
    return (text, formatted.value - before)
  }

  final class Counter {
    var value = 0
  }
}

/// The three list screens, each with its own list renderer.
enum Variant: CaseIterable {
  case twenty, tenThousand, tenThousandMiddle

  var name: String {
    switch self {
    case .twenty: "20 rows"
    case .tenThousand: "10,000 rows"
    case .tenThousandMiddle: "10,000 rows scrolled to the middle"
    }
  }

  func screen() -> ListScreen {
    switch self {
    case .twenty: ListScreen(fewPosts)
    case .tenThousand: ListScreen(manyPosts)
    case .tenThousandMiddle: ListScreen(manyPosts, selectedIndex: 5_000)
    }
  }

  /// A line every frame of this variant shows, checked outside the measured region.
  var expectedLine: String {
    switch self {
    case .twenty: "#20  Post number 20"
    case .tenThousand: "1–22 of 10000"
    case .tenThousandMiddle: "#5001  Post number 5001"
    }
  }
}

let rowsFormattedMetric = BenchmarkMetric.custom("rows formatted per frame", useScalingFactor: false)

/// A screen drawn once before measuring (applying its first selection, as the runner's first frame does)
/// and checked.
func preparedScreen(_ variant: Variant, _ encoding: Encoding) -> ListScreen {
  var screen = variant.screen()
  let first = screen.frame(encoding)
  precondition(first.text.contains(variant.expectedLine), "\(variant.name): \(first.text)")
  return screen
}

/// Draws `iterations` frames of `screen` inside `region` (timed by a paired ratio's stopwatch).
@MainActor
func frames(_ variant: Variant, _ encoding: Encoding, _ region: MeasuredRegion) {
  var screen = preparedScreen(variant, encoding)
  region.start()
  for _ in region.iterations { blackHole(screen.frame(encoding).text) }
  region.stop()
}

// MARK: - Registration

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, rowsFormattedMetric],
    timeUnits: .microseconds,
    units: [.mallocCountTotal: .count, .mallocBytesCount: .count, rowsFormattedMetric: .count],
    warmupIterations: 10,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 2_000
  )

  for encoding in [Encoding.plainText, .ansi] {
    for variant in Variant.allCases {
      Benchmark("Terminal frame: \(variant.name), \(encoding.rawValue)", configuration: configuration) { benchmark in
        var screen = preparedScreen(variant, encoding)
        var rows = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          let frame = screen.frame(encoding)
          rows = frame.rowsFormatted
          blackHole(frame.text)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(rowsFormattedMetric, rows)
      }
    }
    // Each sample draws 20 frames of each list, one list after the other.
    for variant in [Variant.tenThousand, .tenThousandMiddle] {
      pairedRatioBenchmark(
        "Terminal frame: paired ratio, \(variant.name) / 20 rows, \(encoding.rawValue)", inner: 0..<20,
        maxIterations: 200,
        candidate: { frames(variant, encoding, $0) }, baseline: { frames(.twenty, encoding, $0) })
    }
  }
}
