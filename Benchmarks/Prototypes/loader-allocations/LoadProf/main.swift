// Creates N cells and, with `load`, loads each of them once from a caller task of its own, as the
// "10k cells: load (returns at once)" benchmarks do; nothing else, so that a run with `create` subtracted
// from a run with `load` leaves exactly the cost of loading.
//
//   LoadProf <loader|untimed|plain|owned|refresh> <cells> <create|load>
//
// loader: `Loader` cells, `await loader.load()` (default settings: a 10 s timeout per attempt); untimed: the
// same with `timeout: nil`; plain: an `@Observable` class with a `Loadable` property set
// by hand; owned: the same, running the operation in a task of its own (the design's floor); refresh: one
// loaded `Loader` refreshed <cells> times in a row (the "Cycle" benchmark).
import Observation
import ScreenState

struct Post: Hashable, Sendable {
  let id: Int
  let title: String
}

typealias PostsOperation = @Sendable () async throws -> [Post]

let posts = (1...20).map { Post(id: $0, title: "Post \($0)") }
let immediate: PostsOperation = { posts }

@MainActor @Observable final class PlainCell {
  var state: Loadable<[Post], any Error> = .idle

  func load(using operation: PostsOperation) async {
    let before = state
    state = .loading(previous: before.value)
    do {
      state = .loaded(try await operation())
    } catch is CancellationError {
      state = before
    } catch {
      state = .failed(error, previous: before.value)
    }
  }

  func loadInOwnedTask(using operation: @escaping PostsOperation) async {
    let before = state
    state = .loading(previous: before.value)
    let work = Task { try await operation() }
    do {
      state = .loaded(try await work.value)
    } catch is CancellationError {
      state = before
    } catch {
      state = .failed(error, previous: before.value)
    }
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]) else {
  fatalError("usage: LoadProf <loader|untimed|plain|owned|refresh> <cells> <create|load>")
}
let mode = arguments[1]
let loads = arguments[3] == "load"

@MainActor func run() async {
  switch mode {
  case "loader", "untimed":
    let timeout: AttemptTimeout<any Error>? = mode == "loader" ? .standard : nil
    let loaders = (0..<count).map { _ in
      Loader<[Post], any Error>(retryPolicy: .never, timeout: timeout, operation: immediate)
    }
    if loads {
      let callers = loaders.map { loader in Task { await loader.load() } }
      for caller in callers { await caller.value }
      precondition(loaders.allSatisfy { $0.state == .loaded(posts) })
    }
    withExtendedLifetime(loaders) {}
  case "refresh":
    let loader = Loader<[Post], any Error>(.loaded(posts), retryPolicy: .never, operation: immediate)
    if loads {
      for _ in 0..<count { await loader.refresh() }
    }
    precondition(loader.state == .loaded(posts))
  case "plain", "owned":
    let cells = (0..<count).map { _ in PlainCell() }
    if loads {
      let owned = mode == "owned"
      let callers = cells.map { cell in
        Task {
          if owned { await cell.loadInOwnedTask(using: immediate) } else { await cell.load(using: immediate) }
        }
      }
      for caller in callers { await caller.value }
      precondition(cells.allSatisfy { $0.state == .loaded(posts) })
    }
    withExtendedLifetime(cells) {}
  default:
    fatalError("unknown mode \(mode)")
  }
}

await run()
