import Foundation
import Observation
import ScreenState

/// Search as you type: the text typed so far, and the titles that contain it, asked for 300 ms after the last
/// keystroke so that a burst of typing sends one request.
///
/// A UI draws ``text`` in its field, ``prompt`` while there is nothing to search for, ``summary`` above the
/// results and ``screen`` for them (progress, the results, "No results" or a failure; the previous results stay
/// on screen while new ones load), calls ``type(_:)``, ``deleteBackward()`` and ``setText(_:)``, and sends screen
/// actions to ``screen``.
///
/// ```swift
/// search.type("l"); search.type("o")     // nothing sent yet
/// // 300 ms later: one request, for "lo"
/// ```
@MainActor
@Observable
public final class SearchModel {
  /// How long the query waits after a keystroke before it is sent.
  public static let debounce: Duration = .milliseconds(300)

  /// The search's key in the board's store.
  public static let key: ResourceKey = "board/search"
  /// The results of the latest query: debounced, latest wins; kept under ``key`` in the board's store, so a like
  /// reaches the posts they show.
  @ObservationIgnored public let results: QueryLoader<String, SearchResults, any Error>
  /// The handle on ``key`` that keeps the results in the store while the board lives.
  @ObservationIgnored public let resource: QueryResource<String, SearchResults, any Error>
  /// The screen to draw for the results; a search that matches nothing shows the empty state.
  @ObservationIgnored public let screen: LoadableScreen<SearchResults, any Error>
  /// The text in the search field, as typed.
  public private(set) var text = ""
  /// How many requests search has sent (each attempt counts), read from the results' events: a burst of typing
  /// adds one.
  public private(set) var requestsSent = 0
  @ObservationIgnored private var attempts: LoadEventSubscription?

  init(
    store: ResourceStore, client: SearchClient, policy: PresentationPolicy, errorScreens: ErrorScreenCatalog,
    actions: [any FailableAction] = []
  ) {
    resource = store.query(Self.key, initial: "", debounce: Self.debounce) { (query: String) in
      try await client.search(query)
    }
    results = resource.loader
    screen = LoadableScreen(
      results, policy: policy, errorScreens: errorScreens, actions: actions, isEmpty: { $0.posts.isEmpty })
    attempts = results.events.observe { [weak self] event in
      if case .attemptStarted = event.kind { self?.requestsSent += 1 }
    }
  }

  /// The caption above the results, in the library's words and true to what is on screen: `Results for “lost”`
  /// for the query the results answer (the one typed may still be waiting for its debounce); `nil` without
  /// results.
  public var caption: String? { results.caption(texts: screen.policy.texts) }

  /// The line under the search field: the ``prompt`` while there is nothing to search for, otherwise the
  /// ``caption``, how many titles match and how many requests were sent, such as
  /// `Results for “lost” · 20 of 26 titles · 1 request sent`.
  public var statusLine: String {
    if let prompt { return prompt }
    var parts: [String] = []
    if let caption { parts.append(caption) }
    if let results = results.state.value, !results.posts.isEmpty {
      let titles = results.total == 1 ? "title" : "titles"
      parts.append(
        results.posts.count < results.total
          ? "\(results.posts.count) of \(results.total) \(titles)" : "\(results.total) \(titles)")
    }
    if isDebouncing { parts.append("waiting for the typing to stop") }
    parts.append(requestsSent == 1 ? "1 request sent" : "\(requestsSent) requests sent")
    return parts.joined(separator: " · ")
  }

  /// What the empty state says: no title contains the query the results answer.
  public var emptyMessage: String {
    "No title contains “\(results.shownQuery ?? query)”."
  }

  /// The query sent for ``text``: the text without spaces around it.
  public var query: String { results.query }

  /// Whether a query waits for the end of the typing before it is sent.
  public var isDebouncing: Bool { results.isDebouncing }

  /// What to show in place of results while there is nothing to search for; `nil` once there is.
  public var prompt: String? {
    Self.normalized(text).isEmpty ? "Type to search the titles of all 300 posts." : nil
  }

  /// A line above the results, such as `20 of 26 titles contain "lost"`; `nil` without results.
  public var summary: String? {
    guard let results = results.state.value, !results.posts.isEmpty else { return nil }
    let titles = results.total == 1 ? "title contains" : "titles contain"
    let shown = results.posts.count < results.total ? "\(results.posts.count) of \(results.total)" : "\(results.total)"
    return "\(shown) \(titles) \"\(results.query)\""
  }

  /// The posts shown, if any: the results on screen, also while newer ones load.
  public var posts: [PostSummary] { results.state.value?.posts ?? [] }

  /// Replaces the text; its query is sent after ``debounce`` unless the text changes again first. Clearing the
  /// text clears the results and sends nothing.
  public func setText(_ newText: String) {
    text = newText
    textChanged()
  }

  /// Adds `character` at the end of the text, as a keystroke.
  public func type(_ character: Character) {
    text.append(character)
    textChanged()
  }

  /// Removes the last character of the text, as the backspace key.
  public func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
    textChanged()
  }

  /// Asks for the query of the text as it is now; clearing it clears the results.
  private func textChanged() {
    let query = Self.normalized(text)
    results.setQuery(query)
    if query.isEmpty {
      results.reset()
    }
  }

  /// Sends the query now rather than after the debounce, as the return key of a search field; does nothing
  /// while there is nothing to search for. Returns when the results have arrived (or failed).
  public func submit() async {
    guard !Self.normalized(text).isEmpty else { return }
    await results.refresh()
  }

  /// Stops the request in flight and drops a query waiting for its debounce.
  public func cancel() {
    results.cancel()
  }

  /// Returns once no query waits and no request is in flight; for scripts and tests.
  public func waitUntilSettled() async {
    await results.waitUntilSettled()
  }

  /// A query as sent: no spaces around it. Only the spaces at either end are read, and a text with none is its own
  /// query (no copy), however long the text.
  static func normalized(_ text: String) -> String {
    var start = text.startIndex
    var end = text.endIndex
    while start < end, text[start].isWhitespace { start = text.index(after: start) }
    while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
    return start == text.startIndex && end == text.endIndex ? text : String(text[start..<end])
  }
}
