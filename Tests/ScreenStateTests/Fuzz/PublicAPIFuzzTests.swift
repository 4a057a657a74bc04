import Foundation
import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// No public input may trap: every public initialiser and conformance of the core, fed hostile values.
///
/// A trap ends the whole test process, so each of these tests passes only if nothing in it traps; the
/// expectations check that what comes out is still sane. The number of cases is `FUZZ_COUNT` (200 by default;
/// CI runs this suite again with more).
@Suite("Public API fuzz")
struct PublicAPIFuzzTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap(Int.init) ?? 200

  // MARK: - Generators

  /// Picks one of `specials` half of the time, and the value `ordinary` generates otherwise.
  static func mixing<Value: Sendable>(
    _ specials: [Value], with ordinary: Generator<Value, some SendableSequenceType>
  ) -> Generator<Value, some SendableSequenceType> {
    zip(Gen.int(in: 0...(2 * specials.count - 1)), ordinary).map { index, value in
      index < specials.count ? specials[index] : value
    }
  }

  /// Doubles that break arithmetic: NaN, infinities, zero of both signs, the extremes, and ordinary values.
  static var hostileDouble: Generator<Double, some SendableSequenceType> {
    mixing(
      [
        .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 0.5, 2, 1e18, -1e18,
      ],
      with: Gen.double(in: -1e12...1e12))
  }

  /// Durations from the whole range `Duration` can hold from 64-bit components, negative and huge included.
  static var hostileDuration: Generator<Duration, some SendableSequenceType> {
    mixing(
      [
        .zero, .nanoseconds(1), .seconds(-1), .seconds(1), .milliseconds(1_500), .seconds(90), .seconds(7 * 86_400),
        .seconds(Int64.max), .seconds(Int64.min),
        Duration(secondsComponent: Int64.max, attosecondsComponent: Int64.max),
        Duration(secondsComponent: Int64.min, attosecondsComponent: Int64.min),
      ],
      with: zip(Gen.int64(), Gen.int64(in: -999_999_999_999_999_999...999_999_999_999_999_999)).map {
        Duration(secondsComponent: $0, attosecondsComponent: $1)
      })
  }

  /// Text with control characters, markup, format specifiers and scalars from several planes.
  static let hostileCharacter = Gen<Character>.oneOf(
    Gen.character(in: " "..."~"), Gen.character(in: " "..."~"), Gen.character(in: "%"..."@"),
    Gen.character(in: "\u{0}"..."\u{1F}"), Gen.character(in: "\u{80}"..."\u{24F}"),
    Gen.character(in: "\u{2000}"..."\u{206F}"), Gen.character(in: "\u{1F300}"..."\u{1F6FF}"))
  static let hostileString = hostileCharacter.string(of: 0...60)

  static var hostileInt: Generator<Int, some SendableSequenceType> {
    mixing([Int.min, Int.min + 1, -1, 0, 1, 99, 100, 399, 400, 429, 499, 500, 503, 599, 600, Int.max], with: Gen.int())
  }

  // MARK: - Every Foundation error

  /// One of each family of error an app meets, Foundation's included: the ones whose hash traps on Linux.
  static func foundationError(code: Int, domain: String) -> [any Error] {
    var errors: [any Error] = [
      NSError(domain: NSURLErrorDomain, code: code),
      NSError(
        domain: domain, code: code, userInfo: ["key": domain, NSUnderlyingErrorKey: NSError(domain: domain, code: 1)]),
      NSError(domain: NSCocoaErrorDomain, code: code),
      NSError(domain: NSPOSIXErrorDomain, code: code),
      CocoaError(CocoaError.Code(rawValue: code)),
      DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: domain)),
      DecodingError.keyNotFound(AnyKey(domain), .init(codingPath: [AnyKey(domain)], debugDescription: "")),
      DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: domain)),
      DecodingError.valueNotFound(String.self, .init(codingPath: [], debugDescription: domain)),
      EncodingError.invalidValue(domain, .init(codingPath: [], debugDescription: domain)),
      CancellationError(),
      TimeoutError(duration: .seconds(Int64(truncatingIfNeeded: code))),
      HTTPStatusError(statusCode: code, retryAfterHeader: domain, now: .zero),
    ]
    if let urlCode = URLError.Code(rawValue: code) { errors.append(URLError(urlCode)) }
    if let posix = POSIXErrorCode(rawValue: Int32(truncatingIfNeeded: code)) { errors.append(POSIXError(posix)) }
    return errors
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// URL error codes, known and unknown.
  static var urlCode: Generator<Int, some SendableSequenceType> {
    mixing(
      [-999, -1001, -1003, -1004, -1005, -1009, -1011, -1200, -1202, -3000, 0, Int.min, Int.max],
      with: Gen.int(in: -3_010 ... -995))
  }

  @Test func everyFoundationErrorClassifiesComparesAndHashes() async {
    await propertyCheck(count: Self.count, input: Self.urlCode, Self.hostileString) { code, domain in
      let errors = Self.foundationError(code: code, domain: domain)
      var states = Set<Loadable<Int, any Error>>()
      for error in errors {
        let classification = FailureClassifier.standard.classify(error)
        #expect(FailureKind.allCases.contains(classification.kind))
        #expect((classification.retryAfter ?? .zero) >= .zero)
        // Equality and hashing of states holding the error, the Foundation errors' traps included.
        let failed = Loadable<Int, any Error>.failed(error, previous: 1)
        #expect(failed == failed)
        states.insert(failed)
        states.insert(.failed(error, previous: nil))
        var hasher = Hasher()
        failed.hash(into: &hasher)
        _ = hasher.finalize()
        // What a screen shows for it, with nothing and with content kept.
        for previous in [nil, 1] as [Int?] {
          let projection = ScreenProjection(Loadable<Int, any Error>.failed(error, previous: previous))
          for button in projection.buttons { #expect(!button.label.isEmpty) }
        }
      }
      #expect(states.count <= errors.count * 2)
    }
  }

  @Test func hashingIsConsistentWithEqualityForFoundationErrors() async {
    await propertyCheck(count: Self.count, input: Self.urlCode) { code in
      let first = Loadable<Int, any Error>.failed(NSError(domain: NSURLErrorDomain, code: code), previous: nil)
      let second = Loadable<Int, any Error>.failed(NSError(domain: NSURLErrorDomain, code: code), previous: nil)
      if first == second { #expect(first.hashValue == second.hashValue) }
      if let urlCode = URLError.Code(rawValue: code) {
        let a = Loadable<Int, any Error>.failed(URLError(urlCode), previous: 2)
        let b = Loadable<Int, any Error>.failed(URLError(urlCode), previous: 2)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
      }
    }
  }

  // MARK: - HTTP and Retry-After

  @Test func httpStatusesAndRetryAfterHeaders() async {
    await propertyCheck(count: Self.count, input: Self.hostileInt, Self.hostileString, Self.hostileDuration) {
      status, header, now in
      let error = HTTPStatusError(statusCode: status, retryAfterHeader: header, now: now)
      #expect((error.retryAfter ?? .zero) >= .zero)
      let classification = FailureClassifier.standard.classify(error)
      #expect(classification.statusCode == status)
      _ = FailureClassification(statusCode: status, retryAfter: now)
      _ = RetryAfterHeader.delay(from: header, now: now)
      _ = ScreenTexts(language: "en").failureMessage(for: classification)
      _ = ScreenTexts(language: "de").failureMessage(for: classification)
    }
  }

  @Test func retryAfterHeadersMadeOfDigitsAndDates() async {
    let digits = Gen.character(in: "0"..."9").string(of: 0...40)
    await propertyCheck(count: Self.count, input: digits, Self.hostileDuration) { header, now in
      if let delay = RetryAfterHeader.delay(from: header, now: now) { #expect(delay >= .zero) }
      _ = RetryAfterHeader.delay(from: "Sun, 06 Nov \(header.prefix(4)) 08:49:37 GMT", now: now)
      _ = RetryAfterHeader.delay(from: "Sunday, \(header.prefix(2))-Nov-94 08:49:37 GMT", now: now)
    }
  }

  // MARK: - Retry policy, jitter, timeouts

  @Test func retryPoliciesFromHostileNumbers() async {
    await propertyCheck(
      count: Self.count, input: Self.hostileInt, Self.hostileDuration, Self.hostileDouble, Self.hostileDuration,
      Self.hostileDouble, Self.hostileDuration
    ) { attempts, initial, multiplier, maximum, fraction, budget in
      let policy = RetryPolicy(
        maximumAttempts: attempts, initialDelay: initial, multiplier: multiplier, maximumDelay: maximum,
        jitter: .proportional(fraction), maximumServerDelay: initial, timeBudget: budget)
      var generator = SeededRandomNumberGenerator(seed: UInt64(truncatingIfNeeded: attempts))
      for attempt in [Int.min, -1, 0, 1, 2, 63, 64, attempts, Int.max] {
        #expect(policy.backoff(beforeRetry: attempt) >= .zero)
        for retryAfter in [nil, initial, maximum, budget] {
          let failure = FailureClassification(kind: .serverError, retryAfter: retryAfter)
          if case .retry(let wait) = policy.decision(
            after: failure, attempt: attempt, elapsed: budget, using: &generator)
          {
            #expect(wait >= .zero)
          }
        }
      }
      for jitter in [Jitter.none, .full, .equal, .proportional(fraction)] {
        #expect(jitter.apply(to: initial, using: &generator) >= .zero)
      }
    }
  }

  @MainActor
  @Test func loadersWithHostileTimeoutsAndBudgetsSettle() async {
    await propertyCheck(count: min(Self.count, 100), input: Self.hostileDuration, Self.hostileDuration) {
      timeout, budget in
      let clock = VirtualClock()
      let loader = Loader<Int, any Error>(
        retryPolicy: RetryPolicy(maximumAttempts: 2, timeBudget: budget), timeout: .after(timeout), clock: clock
      ) { 7 }
      let load = Task { await loader.load() }
      // Whatever the limits, the load ends: at once, or once virtual time reaches a deadline.
      while !loader.state.isLoaded && !loader.state.isFailed {
        await Task.yield()
        clock.advance(by: .seconds(1_000_000_000))
      }
      await load.value
      await loader.waitUntilSettled()
      #expect(loader.state == .loaded(7) || loader.state.error is TimeoutError)
    }
  }

  /// Advances virtual time until `isSettled` holds (a debounce, a timeout, a backoff or a budget ends); returns
  /// whether it did within a bounded number of turns.
  @MainActor
  static func advance(_ clock: VirtualClock, until isSettled: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
      if isSettled() { return true }
      await Task.yield()
      clock.advance(by: .seconds(1_000_000_000))
    }
    return isSettled()
  }

  @MainActor
  @Test func queryLoadersWithHostileDebouncesTimeoutsAndBudgetsSettle() async {
    await propertyCheck(
      count: min(Self.count, 100), input: Self.hostileDuration, Self.hostileDuration, Self.hostileDuration
    ) { debounce, timeout, budget in
      let clock = VirtualClock()
      let search = QueryLoader<Int, Int, any Error>(
        0, debounce: debounce, retryPolicy: RetryPolicy(maximumAttempts: 2, timeBudget: budget),
        timeout: .after(timeout), clock: clock
      ) { $0 * 2 }
      #expect(search.debounce >= .zero)
      search.setQuery(1)
      search.setQuery(2)
      // Whatever the limits, the query is sent and answered: at once, or once virtual time reaches a deadline.
      let settled = await Self.advance(clock) {
        !search.isDebouncing && !search.isRunning && (search.state.isLoaded || search.state.isFailed)
      }
      #expect(settled)
      await search.waitUntilSettled()
      #expect(search.state == .loaded(4) || search.state.error is TimeoutError)
      #expect(search.shownQuery == (search.state.isLoaded ? 2 : nil))
      search.setQuery(3)
      search.cancel()
      _ = Task.immediate { await search.refresh() }
      #expect(await Self.advance(clock) { !search.isDebouncing && !search.isRunning })
      await search.waitUntilSettled()
      #expect(search.query == 3 && !search.isDebouncing)
    }
  }

  @MainActor
  @Test func pageLoadersWithHostileTimeoutsAndBudgetsSettle() async {
    await propertyCheck(count: min(Self.count, 100), input: Self.hostileDuration, Self.hostileDuration) {
      timeout, budget in
      let clock = VirtualClock()
      let pages = PageLoader<Int, Int, any Error>(
        first: 0, refresh: .firstPage, retryPolicy: RetryPolicy(maximumAttempts: 2, timeBudget: budget),
        timeout: .after(timeout),
        clock: clock
      ) { cursor in Page(items: [cursor], next: cursor < 3 ? cursor + 1 : nil) }
      _ = Task.immediate { await pages.load() }
      #expect(await Self.advance(clock) { !pages.isRunning })
      // Pages until the end, or until one fails for good; a failed page is asked for again once.
      for _ in 0..<8 where pages.nextPage != nil && pages.nextPage != .end {
        _ = Task.immediate { await pages.loadMore() }
        #expect(await Self.advance(clock) { !pages.isRunning })
      }
      await pages.waitUntilSettled()
      if let list = pages.state.value {
        #expect(Array(list) == Array(0..<list.count))
        #expect(list.pageCount == list.count)
      } else {
        #expect(pages.state.error is TimeoutError)
      }
    }
  }

  @MainActor
  @Test func storesWithHostileDurationsAndCapacitiesNeverTrap() async {
    await propertyCheck(
      count: min(Self.count, 100), input: Self.hostileDuration, Self.hostileDuration, Self.hostileInt,
      Self.hostileString
    ) { staleAfter, evictAfter, capacity, path in
      let clock = VirtualClock()
      let store = ResourceStore(
        staleAfter: staleAfter, evictAfter: evictAfter, capacity: capacity, retryPolicy: .never, clock: clock)
      #expect(store.staleAfter >= .zero && store.evictAfter >= .zero && store.capacity >= 0)
      let key = ResourceKey(path)
      let resource = store.resource(key, as: Int.self, timeout: nil) { 7 }
      await resource.load()
      #expect(resource.state == .loaded(7))
      clock.advance(by: .seconds(1_000_000_000))
      _ = store.isStale(key)
      store.revalidate()
      store.invalidate(prefix: ResourceKey(String(path.prefix(3))))
      await store.waitUntilSettled()
      resource.release()
      store.evictExpired()
      clock.advance(by: .seconds(1_000_000_000))
      store.evictExpired()
      #expect(store.count <= 1)
    }
  }

  @Test func resourceKeysAndTheirFileNamesFromHostileStrings() async {
    // Never creatable, even by root.
    let directory = URL(fileURLWithPath: "/dev/null/screenstate-fuzz", isDirectory: true)
    let persistence = FileResourcePersistence(directory: directory)
    await propertyCheck(count: Self.count, input: Self.hostileString, Self.hostileString) { path, component in
      let key = ResourceKey(path).appending(component)
      #expect(key.hasPrefix(ResourceKey(path)))
      #expect(!key.components.contains(""))
      let url = persistence.fileURL(for: ResourceKey(components: [path, component]))
      #expect(url.deletingLastPathComponent().path == directory.path)
      #expect(!url.lastPathComponent.contains("/") && !url.lastPathComponent.hasPrefix("."))
      // Unreadable and unwritable: logged, never a trap.
      persistence.write(path, for: key)
      #expect(persistence.read(String.self, for: key) == nil)
    }
  }

  // MARK: - Values built from strings

  @Test func versionsIconsAndTexts() async {
    await propertyCheck(count: Self.count, input: Self.hostileString, Self.hostileString, Self.hostileString) {
      installed, minimum, latest in
      _ = AppUpdateStatus(installed: installed, minimum: minimum, latest: latest)
      #expect(AppUpdateStatus(installed: installed, minimum: installed, latest: installed) == .notNeeded)
      _ = ErrorScreenIcon(installed).systemImageName
      var texts = ScreenTexts(language: minimum, subject: latest)
      texts.overrides[.failureMessageWithDelay(.maintenance)] = installed
      texts.overrides[.failureTitle(.maintenance)] = latest
      texts.overrides[.announceLoading] = installed
      let message = texts.failureMessage(for: FailureClassification(kind: .maintenance, retryAfter: .seconds(90)))
      #expect(message.title == latest)
      _ = texts.format(.announceLoadFailed, installed, minimum, latest)
      _ = ScreenAnnouncement(from: ScreenProjection<Int>.blank, to: .progress, texts: texts)
    }
  }

  @Test func delaysOfEveryLengthAreWordedInEveryLanguage() async {
    await propertyCheck(count: Self.count, input: Self.hostileDuration) { delay in
      for language in ScreenTexts.availableLanguages {
        let texts = ScreenTexts(language: language)
        if let phrase = texts.delayPhrase(delay) { #expect(!phrase.isEmpty) }
        for kind in FailureKind.allCases {
          let message = texts.failureMessage(for: FailureClassification(kind: kind, retryAfter: delay))
          #expect(!message.message.contains("%@"))
        }
      }
    }
  }

  // MARK: - Codable

  @Test func decodingArbitraryBytesNeverTraps() async {
    let structural = Array(#"{}[]":,"state""loaded""value""failed""previous""failure""code"0123456789-.e"#.utf8)
    let bytes = Self.mixing(structural, with: Gen.uint8()).array(of: 0...200)
    await propertyCheck(count: Self.count, input: bytes) { bytes in
      _ = try? JSONDecoder().decode(Loadable<[Int], CodableFailure>.self, from: Data(bytes))
      _ = try? JSONDecoder().decode(Loadable<String?, CodableFailure>.self, from: Data(bytes))
    }
  }

  /// A decoded list is sane, encodes to what decodes to itself, and a page loader showing it can extend it.
  @MainActor
  static func checkDecoded<Item: Codable & Sendable & Hashable, Cursor: Codable & Sendable & Hashable>(
    _ list: PagedList<Item, Cursor>, first: Cursor, nextPage: Page<Item, Cursor>
  ) async {
    #expect(list.pageCount >= 0 && list.count >= 0 && list.hasMore == (list.nextCursor != nil))
    #expect(Array(list).count == list.count)
    _ = list.description
    var hasher = Hasher()
    list.hash(into: &hasher)
    _ = hasher.finalize()
    let again = try? JSONDecoder().decode(PagedList<Item, Cursor>.self, from: JSONEncoder().encode(list))
    #expect(again == list)
    let pages = PageLoader<Item, Cursor, any Error>(first: first, refresh: .firstPage, timeout: nil) { _ in nextPage }
    pages.setValue(list)
    await pages.loadMore()
    await pages.waitUntilSettled()
    guard list.hasMore, let longer = pages.state.value else { return }
    #expect(longer.count == list.count + nextPage.items.count)
    #expect(longer.pageCount == (list.pageCount == .max ? .max : list.pageCount + 1))
    #expect(Array(longer) == Array(list) + nextPage.items)
  }

  @MainActor
  @Test func pagedListsDecodedFromArbitraryBytesNeverTrap() async {
    let structural = Array(#"{}[]":,"items""pageCount""nextCursor"null0123456789-.e"#.utf8)
    let bytes = Self.mixing(structural, with: Gen.uint8()).array(of: 0...200)
    await propertyCheck(count: Self.count, input: bytes) { bytes in
      if let list = try? JSONDecoder().decode(PagedList<Int, Int>.self, from: Data(bytes)) {
        await Self.checkDecoded(list, first: 0, nextPage: Page(items: [1, 2], next: 9))
      }
      if let list = try? JSONDecoder().decode(PagedList<String, String?>.self, from: Data(bytes)) {
        await Self.checkDecoded(list, first: nil, nextPage: Page(items: ["x"], next: nil))
      }
    }
  }

  /// JSON values of every kind, hostile numbers and strings included, nested a little.
  static var jsonValue: Generator<String, some SendableSequenceType> {
    let scalar = zip(Gen.int(in: 0...7), Self.hostileInt, Self.hostileDouble, Self.hostileString).map {
      which, int, double, string -> String in
      switch which {
      case 0, 1: "\(int)"
      case 2: double.isFinite ? "\(double)" : "1e999"
      case 3: "null"
      case 4: "true"
      case 5: String(decoding: (try? JSONEncoder().encode(string)) ?? Data(), as: UTF8.self)
      case 6: "[\(int),null,\"\(int)\"]"
      default: "{\"items\":[\(int)],\"pageCount\":\(int)}"
      }
    }
    return zip(scalar.array(of: 0...6), Gen.int(in: 0...3)).map { values, shape in
      switch shape {
      case 0: values.first ?? "[]"
      case 1: "[" + values.joined(separator: ",") + "]"
      default: "[" + values.filter { $0.first != "[" && $0.first != "{" }.joined(separator: ",") + "]"
      }
    }
  }

  @MainActor
  @Test func pagedListsDecodedFromArbitraryJSONNeverTrap() async {
    await propertyCheck(
      count: Self.count, input: Self.jsonValue, Self.jsonValue, Self.jsonValue, Gen.int(in: 0...7), Self.hostileInt
    ) { items, pageCount, nextCursor, missing, count in
      var fields = [
        #""items":\#(items)"#, #""pageCount":\#(missing == 4 ? "\(count)" : pageCount)"#,
        #""nextCursor":\#(missing == 5 ? "\(count)" : nextCursor)"#,
      ]
      if missing < 3 { fields.remove(at: missing) }
      let json = Data(("{" + fields.joined(separator: ",") + "}").utf8)
      if let list = try? JSONDecoder().decode(PagedList<Int, Int>.self, from: json) {
        await Self.checkDecoded(list, first: 0, nextPage: Page(items: [count], next: count))
      }
      if let list = try? JSONDecoder().decode(PagedList<Int?, String>.self, from: json) {
        await Self.checkDecoded(list, first: "", nextPage: Page(items: [nil], next: nil))
      }
      // A list of every page count there is, decoded, can still get another page.
      let numbered = Data(#"{"items":[1],"pageCount":\#(count),"nextCursor":2}"#.utf8)
      if let list = try? JSONDecoder().decode(PagedList<Int, Int>.self, from: numbered) {
        #expect(count >= 0)
        await Self.checkDecoded(list, first: 0, nextPage: Page(items: [3], next: 4))
      } else {
        #expect(count < 0)
      }
    }
  }

  // MARK: - Pagination footers and announcements

  @Test func pageFootersAndTheirAnnouncementsForEveryFailure() async {
    await propertyCheck(
      count: Self.count, input: Self.urlCode, Self.hostileString, Self.hostileDuration, Self.hostileInt
    ) { code, text, delay, status in
      var failures: [(any Error, FailureClassification)] = Self.foundationError(code: code, domain: text).map {
        ($0, FailureClassifier.standard.classify($0))
      }
      for kind in FailureKind.allCases {
        failures.append((TimeoutError(duration: delay), FailureClassification(kind: kind, retryAfter: delay)))
        failures.append(
          (
            HTTPStatusError(statusCode: status),
            FailureClassification(kind: kind, statusCode: status, retryAfter: delay)
          )
        )
      }
      let states: [NextPageState<any Error>?] =
        [nil, .available, .loading, .end] + failures.map { .failed($0.0, $0.1) }
      // A subject is inserted verbatim: format specifiers in it stay (and are never filled).
      let mayHoldSpecifiers = text.contains("%") || text.contains("@")
      for language in ScreenTexts.availableLanguages + [text] {
        let texts = ScreenTexts(language: language, subject: text.isEmpty ? nil : text)
        let footers = states.map { PageFooter($0, texts: texts) }
        for (state, footer) in zip(states, footers) {
          #expect((state == nil) == (footer == nil))
          switch footer {
          case .loadMore(let button)?: #expect(!button.label.isEmpty && button.action == .loadMore)
          case .loading(let label)?, .end(let label)?: #expect(!label.isEmpty)
          case .failed(let banner)?:
            #expect(!banner.title.isEmpty && (mayHoldSpecifiers || !banner.message.contains("%@")))
            for button in banner.buttons { #expect(button.action == .loadMore) }
          case nil: break
          }
        }
        // Every change between two footers, with and without items added.
        let distinct = Array(Set(footers.compactMap { $0 })).prefix(8).map(Optional.some) + [nil]
        for old in distinct {
          for new in distinct {
            for itemsAdded in [false, true] {
              guard let announcement = ScreenAnnouncement(from: old, to: new, itemsAdded: itemsAdded, texts: texts)
              else { continue }
              #expect(!announcement.text.isEmpty && (mayHoldSpecifiers || !announcement.text.contains("%@")))
              #expect(announcement.event != .loadedMore || itemsAdded)
            }
          }
        }
      }
    }
  }

  struct CodableFailure: Error, Codable, Hashable {
    var code: Int64
  }

  @Test func everyStateRoundTrips() async throws {
    await propertyCheck(count: Self.count, input: Gen.int(in: 0...3), Gen.int(), Self.hostileDuration) {
      which, value, duration in
      let state: Loadable<Int, CodableFailure> =
        switch which {
        case 0: .idle
        case 1: .loading(previous: value)
        case 2: .loaded(value)
        default: .failed(CodableFailure(code: Int64(value)), previous: value)
        }
      let decoded = try? JSONDecoder().decode(
        Loadable<Int, CodableFailure>.self, from: JSONEncoder().encode(state))
      #expect(decoded == state)
    }
  }

  // MARK: - Connectivity

  @Test(arguments: [Duration.seconds(-10), .zero, .nanoseconds(1), .seconds(Int64.max), .seconds(Int64.min)])
  func connectivityChecksWithHostileTimeouts(timeout: Duration) async {
    // A closed loopback port answers at once, whatever the limit; no limit may overflow or wait forever.
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: 1, timeout: timeout)
    #expect(await checker.isConnected() == false)
    #expect(await TCPConnectivityChecker(host: "", port: 0, timeout: timeout).isConnected() == false)
  }
}
