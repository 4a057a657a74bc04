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
      "p": .show(.posts), "e": .show(.errors), "c": .show(.colors), "o": .goOffline, "n": .goOnline,
      "l": .cycleLatency, "R": .reopenFeed, "?": .toggleHelp,
    ]
    for screen in DemoScreen.allCases {
      for (key, action) in expected {
        #expect(DemoKeymap.action(for: .character(key), on: screen) == action, "\(key) on \(screen)")
      }
    }
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

  @Test("no demo key is one the screens use: r, q, Ctrl-C, Tab, arrows, Enter, Escape")
  func noClash() {
    let screenKeys: [Key] = [
      .character("r"), .character("q"), .control("c"), .tab, .backTab, .left, .right, .up, .down, .enter,
      .escape, .home, .end,
    ]
    for screen in DemoScreen.allCases {
      for key in screenKeys {
        #expect(DemoKeymap.action(for: key, on: screen) == nil, "\(key) on \(screen)")
      }
    }
  }
}
