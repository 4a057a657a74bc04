// Draws `frames` frames of the TerminalFrame benchmark's list screen (80×24, `ScreenRenderer` and a
// `ListContentRenderer` kept between frames) and encodes each as plain text or ANSI.
//
//   FrameProf <rows> <selected index> <plain|ansi> <frames>
import ScreenState
import ScreenStateTerminal

struct Post: Hashable, Sendable {
  let id: Int
  let title: String
  let body: String
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let rows = Int(arguments[1]), let selected = Int(arguments[2]),
  let frames = Int(arguments[4])
else { fatalError("usage: FrameProf <rows> <selected index> <plain|ansi> <frames>") }
let ansi = arguments[3] == "ansi"

let posts = (1...rows).map {
  Post(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
}
let size = TerminalSize(columns: 80, rows: 24)
let renderer = ScreenRenderer(emptyMessage: "No posts yet.")
let projection = ScreenProjection<[Post]>.content(posts, isRefreshing: false, notice: nil)

var list = ListContentRenderer<[Post]>(selectedIndex: selected) { "#\($0.id)  \($0.title) — \($0.body)" }

@MainActor func frame() -> String {
  var canvas = TextCanvas(size: size)
  renderer.draw(projection, content: &list, tick: 0, on: &canvas, in: canvas.bounds)
  return ansi ? canvas.ansiText : canvas.plainText
}

var bytes = 0
for _ in 0..<frames { bytes &+= frame().utf8.count }
print(bytes)
