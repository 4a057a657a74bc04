// Creates N cells and, with `load`, loads each of them once from a caller task of its own, as the
// "10k cells: load (returns at once)" benchmarks do; or refreshes one loaded model N times in a row, as the "Cycle"
// benchmarks do. Nothing else: a run with `create` subtracted from a run with `load` leaves exactly the cost of the
// loads (or of the cycles).
//
//   LoadProf <mode> <count> <create|load>
//
// 10,000 cells (Benchmarks/Benchmarks/ManyLoaders):
//   loader    `Loader` cells, `await loader.load()`, `retryPolicy: .never`, the default 10 s timeout per attempt
//   untimed   the same with `timeout: nil`
//   plain     an `@Observable` class with a `Loadable` property, set by the caller's task itself
//   owned     the same, running the operation in a task of its own that the caller awaits (the floor)
// Refresh cycles of one loaded model (Benchmarks/Benchmarks/Transitions):
//   refresh        `Loader.refresh()` (`retryPolicy: .never`, the default timeout)
//   refresh-nil    the same with `timeout: nil`
//   hand           the same cycle written by hand on an `@Observable` class's `Loadable` property
//   hand-owned     the same, the operation in a task of its own (the floor of an engine that owns its tasks)
// Entity patches (Benchmarks/Benchmarks/Store/EntityPatch.swift):
//   entity         a store of 1,000 values of 100 posts (every tenth a paginated list of 2 pages), all holding post 0;
//                  `load` patches post 0 everywhere and rolls the patch back, <count> times
// The store (Benchmarks/Benchmarks/Store):
//   store-values   `load` makes <count> entries with a value of 20 posts each (`setValue`, no request), as "10k cached
//                  entries with a value, create" does
//   store-release  <count> observed keys on a store of capacity 500; `load` releases every handle, as "release 20k
//                  handles, capacity 500" does
// The outbox (Benchmarks/Benchmarks/Store/Mutations.swift):
//   outbox         an `Outbox` on a `FileResourcePersistence` in a temporary directory, offline; `load` queues <count>
//                  likes one after the other (each on disk before `submit` returns), then sends them on reconnect
// One synchronous transition, failed(previous:) -> loaded (Benchmarks/Benchmarks/Transitions):
//   transition     <count> `Loader`s, each failed with a previous value; `load` calls `dismissFailure()` on each
//   transition-raw <count> `@Observable` models in the same state; `load` assigns `.loaded(value)` to each one's
//                  `Loadable` property
import Foundation
import Observation
import ScreenState

struct Post: Hashable, Identifiable, Sendable {
  let id: Int
  let title: String
  let body: String
}

struct PatchedPost: Identifiable, Sendable {
  let id: Int
  var likes: Int
}

/// The entity-patch benchmark's store: 1,000 keys of 100 posts each, post 0 in every one, every tenth paginated.
@MainActor func storeHoldingPosts(keys: Int) -> (ResourceStore, [AnyObject]) {
  let store = ResourceStore(capacity: 2 * keys, retryPolicy: .never)
  var handles: [AnyObject] = []
  for index in 0..<keys {
    var posts = [PatchedPost(id: 0, likes: 0)]
    while posts.count < 100 { posts.append(PatchedPost(id: 1_000 + index * 100 + posts.count, likes: 0)) }
    let key = ResourceKey("values").appending(index)
    if index % 10 == 0 {
      let list = PagedList(pages: [
        Page(items: Array(posts[..<50]), next: 1), Page(items: Array(posts[50...]), next: nil as Int?),
      ])
      handles.append(store.pages(key, first: 0, fetch: { (_: Int) in Page(items: [PatchedPost](), next: nil) }))
      store.setValue(list, for: key)
    } else {
      let value = posts
      handles.append(store.resource(key, timeout: nil) { value })
      store.setValue(value, for: key)
    }
  }
  return (store, handles)
}

typealias PostsOperation = @Sendable () async throws -> [Post]

let posts = (1...20).map {
  Post(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
}
let immediate: PostsOperation = { posts }

struct Refused: Error {}

/// A network the outbox mode switches by hand.
@MainActor final class SwitchedNetwork: ConnectivityMonitoring {
  private var observers: [(id: Int, onChange: @MainActor (NetworkPath) -> Void)] = []
  private var nextID = 0
  private(set) var path = NetworkPath.reachable

  func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
    nextID += 1
    let id = nextID
    observers.append((id, onChange))
    return ChangeSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func set(_ reachable: Bool) {
    path = NetworkPath(isReachable: reachable)
    for observer in observers { observer.onChange(path) }
  }
}

@MainActor @Observable final class PlainCell {
  var state: Loadable<[Post], any Error>

  init(_ state: Loadable<[Post], any Error> = .idle) { self.state = state }

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
  fatalError(
    "usage: LoadProf <loader|untimed|plain|owned|refresh|refresh-nil|hand|hand-owned|entity|store-values"
      + "|store-release|outbox|transition|transition-raw> <count> <create|load>")
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
  case "refresh", "refresh-nil":
    let timeout: AttemptTimeout<any Error>? = mode == "refresh" ? .standard : nil
    let loader = Loader<[Post], any Error>(.loaded(posts), retryPolicy: .never, timeout: timeout, operation: immediate)
    if loads {
      for _ in 0..<count { await loader.refresh() }
    }
    precondition(loader.state == .loaded(posts))
  case "hand", "hand-owned":
    let cell = PlainCell(.loaded(posts))
    if loads {
      if mode == "hand" {
        for _ in 0..<count { await cell.load(using: immediate) }
      } else {
        for _ in 0..<count { await cell.loadInOwnedTask(using: immediate) }
      }
    }
    precondition(cell.state == .loaded(posts))
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
  case "store-values":
    let store = ResourceStore(capacity: 2 * count, retryPolicy: .never)
    var handles: [Resource<[Post], any Error>] = []
    if loads {
      for index in 0..<count {
        let handle = store.resource(ResourceKey("post").appending(index), timeout: nil, fetch: immediate)
        handle.setValue(posts)
        handles.append(handle)
      }
      precondition(store.count == count)
    }
    for handle in handles { handle.release() }
  case "store-release":
    let store = ResourceStore(capacity: 500, retryPolicy: .never)
    var handles: [Resource<Int, Never>] = []
    for index in 0..<count {
      handles.append(store.resource(ResourceKey("item").appending(index), timeout: nil) { index })
    }
    if loads {
      for handle in handles { handle.release() }
      precondition(store.count == min(500, count))
    }
    withExtendedLifetime(handles) {}
  case "entity":
    let (store, handles) = storeHoldingPosts(keys: 1_000)
    if loads {
      for _ in 0..<count {
        guard let patch = store.patchEntities(PatchedPost.self, id: 0, { $0.likes += 1 }) else {
          fatalError("no post 0")
        }
        precondition(patch.keys.count == 1_000)
        store.rollback(patch)
      }
    }
    withExtendedLifetime(handles) {}
  case "outbox":
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loadprof-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let network = SwitchedNetwork()
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, connectivity: network),
      persistence: FileResourcePersistence(directory: directory), revalidation: .off)
    let outbox = Outbox(store)
    let like = Mutation<Int, Bool, any Error>("like", queuedIn: outbox, as: "like") {
      (_: Int, _: SubmissionID) async throws(any Error) -> Bool in true
    }
    network.set(false)
    if loads {
      for post in 0..<count {
        guard case .queued = await like.submit(post) else { fatalError("like \(post) was not queued") }
      }
      network.set(true)
      while !outbox.isEmpty {
        await outbox.waitUntilSettled()
        if !outbox.isEmpty { await Task.yield() }
      }
    }
    withExtendedLifetime((store, like)) {}
  case "transition":
    let loaders = (0..<count).map { _ in
      Loader<[Post], any Error>(.failed(Refused(), previous: posts), retryPolicy: .never, operation: immediate)
    }
    if loads {
      for loader in loaders { loader.dismissFailure() }
      // The ends only: a check of every model would cost about as much as the transitions measured.
      precondition(loaders.first?.state == .loaded(posts) && loaders.last?.state == .loaded(posts))
    }
    withExtendedLifetime(loaders) {}
  case "transition-raw":
    let cells = (0..<count).map { _ in PlainCell(.failed(Refused(), previous: posts)) }
    if loads {
      for cell in cells { cell.state = .loaded(posts) }
      precondition(cells.first?.state == .loaded(posts) && cells.last?.state == .loaded(posts))
    }
    withExtendedLifetime(cells) {}
  default:
    fatalError("unknown mode \(mode)")
  }
}

await run()
