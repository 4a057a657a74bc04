import ScreenState
import ScreenStateTerminal

// The examples of ScreenStateTerminal's GettingStartedWithTheTerminal.md; the tool's `@main` type is in
// TypeChecked/TerminalTool.swift.

enum GettingStartedWithTheTerminal {
  @MainActor static func addAKey<Content>(to runner: TerminalScreenRunner<Content>) {
    runner.handleUnhandledKey = { key in
      key == .character("R") ? .send(.refresh) : .unhandled
    }
  }

  @MainActor static func runPages() async {
    let pages = PageLoader { (cursor: String?) in  // nil for the first page
      let response = try await api.posts(after: cursor)
      return Page(items: response.posts, next: response.next)
    }
    let runner = TerminalScreenRunner(screen: LoadableScreen(pages)) { post in post.title }
    await runner.run()
  }
}
