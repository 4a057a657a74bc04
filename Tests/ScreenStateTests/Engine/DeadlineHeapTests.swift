import PropertyBased
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// The heap behind the timer queue, against a sorted array: every deadline comes out once, in order, ties in
/// insertion order, and a removed or stale handle removes nothing.
struct DeadlineHeapTests {
  enum Step: Sendable, CustomStringConvertible {
    case insert(Int)
    case remove(Int)
    case popDue(Int)

    var description: String {
      switch self {
      case .insert(let at): "insert(\(at))"
      case .remove(let index): "remove(#\(index))"
      case .popDue(let now): "popDue(\(now))"
      }
    }
  }

  static let steps = zip(Gen.int(in: 0...2), Gen.int(in: 0...20))
    .map { code, value -> Step in
      switch code {
      case 0: .insert(value)
      case 1: .remove(value)
      default: .popDue(value)
      }
    }
    .array(of: 1...80)

  @Test func matchesASortedArray() async {
    await propertyCheck(count: 500, input: Self.steps) { steps in
      var heap = DeadlineHeap<Int>()
      var handles: [DeadlineHeap<Int>.Handle] = []
      /// (deadline, insertion number) of the entries the model holds.
      var model: [(deadline: Int, number: Int)] = []
      for step in steps {
        switch step {
        case .insert(let at):
          handles.append(heap.insert(handles.count, at: .seconds(at)))
          model.append((at, handles.count - 1))
        case .remove(let pick):
          guard !handles.isEmpty else { continue }
          let number = pick % handles.count
          let removed = heap.remove(handles[number])
          let index = model.firstIndex { $0.number == number }
          #expect(removed == index.map { model[$0].number })
          if let index { model.remove(at: index) }
        case .popDue(let now):
          var popped: [Int] = []
          while let payload = heap.popDue(at: .seconds(now)) { popped.append(payload) }
          let due = model.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.number) < ($1.deadline, $1.number) }
          #expect(popped == due.map(\.number), "\(steps)")
          model.removeAll { $0.deadline <= now }
        }
        #expect(heap.count == model.count)
        #expect(heap.earliest == model.map(\.deadline).min().map { .seconds($0) })
      }
    }
  }
}
