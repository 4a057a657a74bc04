import DemoApp
import DemoTerminal
import ScreenStateTerminal
import Testing

/// The demo's own keys: every screen's, and none that the screens' keys (`ScreenInteraction`) already use.
@Suite("Demo keymap")
struct DemoKeymapTests {
  @Test("digits switch to the fault presets on every screen")
  func faults() {
    for screen in DemoScreen.allCases {
      for preset in FaultPreset.all {
        #expect(DemoKeymap.action(for: .character(preset.key), on: screen) == .fault(preset))
      }
    }
  }

  @Test("screens, offline, online, latency, reopen and help work everywhere")
  func globalKeys() {
    let expected: [Character: DemoKeyAction] = [
      "p": .show(.posts), "e": .show(.errors), "c": .show(.colors), "B": .show(.board), "/": .showSearch,
      "o": .goOffline, "n": .goOnline, "l": .cycleLatency, "R": .reopenFeed, "?": .toggleHelp,
      "D": .toggleInspector, "W": .togglePendingChanges,
    ]
    for screen in DemoScreen.allCases {
      for board in [BoardScreen.feed, .post(id: 7)] {
        for (key, action) in expected {
          #expect(DemoKeymap.action(for: .character(key), on: screen, board: board) == action, "\(key) on \(screen)")
        }
      }
    }
  }

  @Test("on the board: Enter opens a row of a list, Escape goes back, L likes a post, N writes one")
  func boardKeys() {
    #expect(DemoKeymap.action(for: .enter, on: .board, board: .feed) == .openRow)
    #expect(DemoKeymap.action(for: .enter, on: .board, board: .search) == .openRow)
    #expect(DemoKeymap.action(for: .enter, on: .board, board: .post(id: 3)) == nil, "a post has no rows")
    #expect(DemoKeymap.action(for: .escape, on: .board, board: .post(id: 3)) == .back)
    #expect(DemoKeymap.action(for: .escape, on: .board, board: .search) == .back)
    #expect(DemoKeymap.action(for: .escape, on: .board, board: .feed) == nil, "the feed is where back leads")
    #expect(DemoKeymap.action(for: .character("L"), on: .board, board: .post(id: 3)) == .like)
    #expect(DemoKeymap.action(for: .character("L"), on: .board, board: .feed) == .likeRow)
    #expect(DemoKeymap.action(for: .character("L"), on: .posts, board: .post(id: 3)) == nil)
    #expect(DemoKeymap.action(for: .character("N"), on: .board, board: .feed) == .newPost)
    #expect(
      DemoKeymap.action(for: .character("N"), on: .board, board: .post(id: 3)) == nil, "posts are written on the feed")
    #expect(DemoKeymap.action(for: .character("N"), on: .posts) == nil)
    // The board's keys are the board's: elsewhere Enter and Escape stay the screens'.
    for screen in DemoScreen.allCases where screen != .board {
      #expect(DemoKeymap.action(for: .enter, on: screen, board: .search) == nil)
      #expect(DemoKeymap.action(for: .escape, on: screen, board: .post(id: 3)) == nil)
    }
  }

  @Test("search takes every printable key first, q and r and the demo's letters included; Backspace deletes")
  func searchTyping() {
    for character in "qrRpB/0?L lost" {
      #expect(DemoKeymap.firstAction(for: .character(character), on: .board, board: .search) == .type(character))
    }
    #expect(DemoKeymap.firstAction(for: .backspace, on: .board, board: .search) == .deleteBackward)
    for key in [Key.escape, .enter, .up, .down, .tab, .control("c")] {
      #expect(DemoKeymap.firstAction(for: key, on: .board, board: .search) == nil, "\(key) is the screen's")
    }
    #expect(DemoKeymap.firstAction(for: .character("q"), on: .board, board: .feed) == nil)
    #expect(DemoKeymap.firstAction(for: .character("q"), on: .board, board: .post(id: 1)) == nil)
    #expect(DemoKeymap.firstAction(for: .character("q"), on: .posts, board: .search) == nil)
    #expect(DemoKeymap.firstAction(for: .character("q"), on: .board, board: .search, isShowingHelp: true) == nil)
  }

  @Test("paging keys work on the gallery only, colour keys on the colour picker only")
  func screenKeys() {
    #expect(DemoKeymap.action(for: .character("]"), on: .errors) == .nextPage)
    #expect(DemoKeymap.action(for: .character("["), on: .errors) == .previousPage)
    #expect(DemoKeymap.action(for: .pageDown, on: .errors) == .nextPage)
    #expect(DemoKeymap.action(for: .pageUp, on: .errors) == .previousPage)
    #expect(DemoKeymap.action(for: .character("]"), on: .posts) == nil)
    #expect(DemoKeymap.action(for: .pageDown, on: .posts) == nil, "Page Down scrolls the feed")
    #expect(DemoKeymap.action(for: .character("a"), on: .colors) == .cycleColor1)
    #expect(DemoKeymap.action(for: .character("b"), on: .colors) == .cycleColor2)
    #expect(DemoKeymap.action(for: .character("m"), on: .colors) == .toggleMix)
    #expect(DemoKeymap.action(for: .character("x"), on: .colors) == .clearColors)
    #expect(DemoKeymap.action(for: .character("a"), on: .posts) == nil)
  }

  @Test("the list of keys closes with Escape and Enter")
  func help() {
    #expect(DemoKeymap.action(for: .escape, on: .posts, isShowingHelp: true) == .closeHelp)
    #expect(DemoKeymap.action(for: .enter, on: .errors, isShowingHelp: true) == .closeHelp)
    #expect(DemoKeymap.action(for: .escape, on: .posts) == nil, "Escape dismisses an alert instead")
  }

  @Test("no demo key is one the screens use: r, q, Ctrl-C, Tab, arrows (and Enter, Escape but on the board)")
  func noClash() {
    let screenKeys: [Key] = [
      .character("r"), .character("q"), .control("c"), .tab, .backTab, .left, .right, .up, .down, .home, .end,
    ]
    for screen in DemoScreen.allCases {
      for board in [BoardScreen.feed, .search, .post(id: 1)] {
        for key in screenKeys {
          #expect(DemoKeymap.action(for: key, on: screen, board: board) == nil, "\(key) on \(screen)")
        }
        // The board's Enter and Escape reach the map only when the screen has no use for them: no button is
        // focused, no notice is up.
        guard screen != .board else { continue }
        #expect(DemoKeymap.action(for: .enter, on: screen, board: board) == nil)
        #expect(DemoKeymap.action(for: .escape, on: screen, board: board) == nil)
      }
    }
  }

  @Test("the board's keys are free: B, /, L, N, P and K are no screen's and no other key's")
  func boardKeysAreFree() {
    let earlier = Set("0123456789dhktpeconlR?[]abmxqrDW")
    for key in "B/LNPK" {
      #expect(!earlier.contains(key), "\(key)")
    }
    #expect(FaultPreset.preset(forKey: "N") == nil, "N is no fault's")
    #expect(FaultPreset.preset(forKey: "P")?.mode == "page-fail:3")
    #expect(FaultPreset.preset(forKey: "K")?.mode == "like-fail")
    #expect(DemoKeymap.action(for: .character("b"), on: .colors) == .cycleColor2, "b stays colour 2")
  }

  @Test("the inspector takes Up, Down, Home, End, Escape and D first, and leaves every other key alone")
  func inspectorKeys() {
    let expected: [Key: DemoKeyAction] = [
      .up: .moveInInspector(.previous), .down: .moveInInspector(.next), .home: .moveInInspector(.first),
      .end: .moveInInspector(.last), .escape: .closeInspector, .character("D"): .closeInspector,
    ]
    for screen in DemoScreen.allCases {
      for (key, action) in expected {
        #expect(DemoKeymap.firstAction(for: key, on: screen, board: .search, isShowingInspector: true) == action)
        #expect(DemoKeymap.firstAction(for: key, on: screen, isShowingInspector: false) != action)
      }
      #expect(DemoKeymap.firstAction(for: .character("q"), on: screen, isShowingInspector: true) == nil)
      #expect(DemoKeymap.action(for: .character("0"), on: screen) == .fault(FaultPreset.all[0]))
    }
  }

  @Test("the list of changes waiting to be sent takes Escape and W first, and leaves every other key alone")
  func pendingChangesKeys() {
    for screen in DemoScreen.allCases {
      for key in [Key.escape, .character("W")] {
        #expect(DemoKeymap.firstAction(for: key, on: screen, isShowingPendingChanges: true) == .closePendingChanges)
        #expect(DemoKeymap.firstAction(for: key, on: screen, isShowingPendingChanges: false) != .closePendingChanges)
      }
      #expect(DemoKeymap.firstAction(for: .character("q"), on: screen, isShowingPendingChanges: true) == nil)
      #expect(DemoKeymap.action(for: .character("W"), on: screen) == .togglePendingChanges)
    }
    #expect(FaultPreset.preset(forKey: "W") == nil, "W is no fault's")
    #expect(DemoKeymap.firstAction(for: .character("W"), on: .board, board: .search) == .type("W"), "search types it")
  }
}
