import ScreenState
import ScreenStateTesting
import Testing

/// What a test's disk keeps, and a copy of it for the next launch of a process killed mid-way.
struct InMemoryPersistenceTests {
  @Test func aCopyHoldsWhatWasSavedAndGoesItsOwnWay() {
    let disk = InMemoryPersistence()
    disk.write([1, 2], for: "numbers")
    let copy = disk.copy()
    #expect(copy.read([Int].self, for: "numbers")?.value == [1, 2])
    #expect(copy.data(for: "numbers") == disk.data(for: "numbers"))
    copy.write([3], for: "numbers")
    disk.remove("numbers")
    #expect(copy.read([Int].self, for: "numbers")?.value == [3])
    #expect(disk.keys.isEmpty)
    #expect(copy.location != disk.location)
  }
}
