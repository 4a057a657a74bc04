import ScreenState
import ScreenStateTerminal

@main
struct PostsTool {
  @MainActor static func main() async {
    let screen = LoadableScreen(
      Loader { try await api.posts() },
      policy: PresentationPolicy(texts: .fromEnvironment()))
    let runner = TerminalScreenRunner(
      screen: screen,
      content: ListContentRenderer<[Post]> { $0.title })
    await runner.run()  // until q or Ctrl-C; the terminal is restored in every case
  }
}

// The first example of ScreenStateTerminal's GettingStartedWithTheTerminal.md: a tool's entry point, which no test
// target can hold. Scripts/typecheck-adapters.sh type-checks it, with Support/.
