import ScreenState
import ScreenStateTesting
import Testing

/// Collects what a render closure saw; a class so the closure can append to it.
@MainActor
private final class Renders<Value> {
  var values: [Value] = []
}

/// Fake views: the binding only needs `isHidden`.
@MainActor
private final class FakeView: VisibilityControlling {
  var isHidden = false
}

/// Yields until `condition` holds; the re-render is scheduled on the main actor, never timed.
@MainActor
private func yield(until condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
  }
}

@MainActor
struct RenderObservationTests {
  @Test func rendersAtOnceAndAfterEveryChange() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(timeout: nil, operation: operation.operation)
    let renders = Renders<Loadable<[Int], any Error>>()
    let observation = RenderObservation { renders.values.append(loader.state) }
    #expect(renders.values.map(\.isIdle) == [true])

    let load = Task { await loader.load() }
    let call = await operation.nextCall()
    await yield { renders.values.count == 2 }
    call.succeed(with: [1])
    await load.value
    await yield { renders.values.count == 3 }
    #expect(renders.values == [.idle, .loading(previous: nil), .loaded([1])])
    _ = observation
  }

  @Test func stopsRenderingOnceCancelled() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(timeout: nil, operation: operation.operation)
    let renders = Renders<Loadable<[Int], any Error>>()
    let observation = RenderObservation { renders.values.append(loader.state) }
    observation.cancel()

    let load = Task { await loader.load() }
    await operation.nextCall().succeed(with: [1])
    await load.value
    for _ in 0..<100 { await Task.yield() }
    #expect(observation.isCancelled)
    #expect(renders.values == [.idle])
  }

  @Test func bindingShowsExactlyOneViewPerRegion() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(timeout: nil, operation: operation.operation)
    let screen = LoadableScreen(loader, policy: .untimed)  // progress at once: this test is about which view shows
    let (loading, content, empty, failure) = (FakeView(), FakeView(), FakeView(), FakeView())
    let renders = Renders<ScreenProjection<[Int]>>()
    let binding = screen.bindVisibility(loading: loading, content: content, empty: empty, failure: failure) {
      renders.values.append($0)
    }
    func visible() -> [Bool] { [loading, content, empty, failure].map(\.isVisible) }
    #expect(visible() == [false, false, false, false])

    let first = Task { await screen.load() }
    await operation.nextCall().succeed(with: [])
    await first.value
    await yield {
      renders.values.last == .empty(isRefreshing: false, notice: nil) && visible() == [false, false, true, false]
    }
    #expect(visible() == [false, false, true, false])

    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().succeed(with: [7])
    await refresh.value
    await yield {
      renders.values.last == .content([7], isRefreshing: false, notice: nil)
        && visible() == [false, true, false, false]
    }
    #expect(visible() == [false, true, false, false])

    loader.reset()
    let failing = Task { await screen.load() }
    await yield { renders.values.last == .progress && visible() == [true, false, false, false] }
    #expect(visible() == [true, false, false, false])
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    await failing.value
    await yield { renders.values.last?.errorScreen != nil && visible() == [false, false, false, true] }
    #expect(visible() == [false, false, false, true])
    _ = binding
  }
}
