import ScreenState
import Testing

/// When VoiceOver's focus moves to a full-screen failure: once it is asked for and the error screen has appeared,
/// whichever comes last, once.
struct ErrorScreenFocusTests {
  @Test func aRequestBeforeTheErrorScreenAppearedWaitsForIt() {
    var focus = ErrorScreenFocus()
    let movedAtRequest = focus.request()  // the error screen is still being inserted
    #expect(!movedAtRequest)
    #expect(focus.isRequested)
    let movedAtAppearance = focus.errorScreenAppeared()
    #expect(movedAtAppearance)
    #expect(!focus.isRequested)
    #expect(focus.isErrorScreenShown)
  }

  @Test func aRequestAfterTheErrorScreenAppearedMovesAtOnce() {
    var focus = ErrorScreenFocus()
    let movedAtAppearance = focus.errorScreenAppeared()  // nothing asked yet
    #expect(!movedAtAppearance)
    let movedAtRequest = focus.request()
    #expect(movedAtRequest)
    #expect(!focus.isRequested)
    // A second failure on the same error screen (a retry failed again) moves it again.
    let movedAgain = focus.request()
    #expect(movedAgain)
  }

  @Test func oneRequestMovesTheFocusOnce() {
    var focus = ErrorScreenFocus()
    _ = focus.request()
    let moved = focus.errorScreenAppeared()
    #expect(moved)
    focus.errorScreenDisappeared()
    let movedAgain = focus.errorScreenAppeared()  // the next error screen was not asked for
    #expect(!movedAgain)
  }

  @Test func nothingMovesToAnErrorScreenThatWentAway() {
    var focus = ErrorScreenFocus()
    _ = focus.errorScreenAppeared()
    focus.errorScreenDisappeared()
    #expect(!focus.isErrorScreenShown)
    let moved = focus.request()  // gone: nothing to move to now
    #expect(!moved)
    focus.errorScreenDisappeared()
    #expect(!focus.isRequested)
    let movedLater = focus.errorScreenAppeared()
    #expect(!movedLater)
  }
}
