import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// One outbox per persistence location and key in a process: a second one would hold and send the same changes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxPlacesTests {
  @Test func aSecondOutboxOnTheSameLocationAndKeyIsRefusedNamingTheKey() throws {
    let disk = InMemoryPersistence()
    let first = Outbox(ResourceStore(persistence: disk), key: "likes")
    let location = try #require(disk.location)
    let place = OutboxPlaces.Place(location: location, key: "likes")
    let second = NSObject()
    let conflict = try #require(OutboxPlaces.claim(place, for: second))
    #expect(conflict.contains("\"likes\""))
    #expect(conflict.contains(location.description))
    #expect(OutboxPlaces.claim(place, for: first) == nil)  // its own place
    withExtendedLifetime(first) {}
  }

  @Test func aSecondOutboxStopsTheProgramWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let disk = InMemoryPersistence()
        let first = Outbox(ResourceStore(persistence: disk), key: "likes")
        let second = Outbox(ResourceStore(persistence: disk), key: "likes")  // another store, the same disk
        withExtendedLifetime((first, second)) {}
      }
    }
    let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(message.contains("an outbox with key \"likes\""))
  }

  @Test func anotherKeyAnotherPersistenceOrTheNextLaunchIsAllowed() {
    let disk = InMemoryPersistence()
    let store = ResourceStore(persistence: disk)
    let likes = Outbox(store)
    let comments = Outbox(store, key: "comments")
    let elsewhere = Outbox(ResourceStore(persistence: InMemoryPersistence()))
    let memoryOnly = (Outbox(ResourceStore()), Outbox(ResourceStore()))
    withExtendedLifetime((likes, comments, elsewhere, memoryOnly)) {}
    // Released: the next launch makes the outbox of that place again.
    weak var released: Outbox?
    do {
      let first = Outbox(ResourceStore(persistence: disk), key: "relaunch")
      released = first
    }
    #expect(released == nil)
    let next = Outbox(ResourceStore(persistence: disk), key: "relaunch")
    withExtendedLifetime(next) {}
  }

  @Test func filePersistencesOnOneDirectoryShareTheirLocation() {
    let directory = TemporaryDirectory()
    let same = directory.url.appendingPathComponent("sub/..", isDirectory: true)
    let other = TemporaryDirectory()
    let files = FileResourcePersistence(directory: directory.url)
    #expect(files.location == FileResourcePersistence(directory: same, version: 2).location)
    #expect(files.location != FileResourcePersistence(directory: other.url).location)
    #expect(files.location?.description == directory.url.standardizedFileURL.path)
  }

  @Test func aPersistenceThatIsAClassIsALocationOfItsOwn() {
    let disk = InMemoryPersistence()
    #expect(disk.location == disk.location)
    #expect(disk.location != InMemoryPersistence().location)
    #expect(disk.location?.description.hasPrefix("InMemoryPersistence at 0x") == true)
  }
}
