import ScreenStateCore

extension ResourceHandle where Failure == any Error {
  /// Feeds the key with `values` while screens show it: each element is the key's value from then on, for every
  /// handle, as an answer is.
  ///
  /// ```swift
  /// let post = store.resource("post/\(id)") { try await api.post(id) }
  /// post.follow { api.postUpdates(id) }  // whole values: each is the post from then on
  /// ```
  ///
  /// The key's rules for live values are its store's, and they are stated once, on
  /// ``follow(_:apply:)``; here each element is a whole value, so the latest one received replaces the others
  /// waiting, and the key is fresh when it arrives.
  public func follow<Values: AsyncSequence & SendableMetatype>(_ values: @escaping @Sendable () -> Values)
  where Values.Element == Value {
    let entry = self.entry
    let feed = LiveFeed<Value>(
      store: store, entry: entry, conflates: true, run: LiveInbox.iterating(values),
      deliver: { [weak entry] elements in
        entry?.receiveLive(renewsFreshness: true) { $0 = elements.last }
      },
      fail: { [weak entry] failure, classification, reason in
        entry?.failLive(failure, classification, gaveUp: reason)
      })
    store.setFeed(feed, for: entry)
  }

  /// Feeds the key with `updates` while screens show it: each element changes the key's value with `apply`, for every
  /// handle, as the server's word on it (a like count out of a feed of posts).
  ///
  /// ```swift
  /// feed.follow(api.likeCounts) { posts, count in  // updates: each changes the value shown
  ///   if let row = posts.firstIndex(where: { $0.id == count.id }) { posts[row].likes = count.likes }
  /// }
  /// ```
  ///
  /// - **When it runs.** The sequence is made and iterated from the first screen that shows the key (at once when
  ///   one already does) until the key is evicted, ``ResourceStore/evictAfter`` after the last screen left; it is
  ///   paused (its iteration cancelled) while the app is in the background or the network allows no optional work,
  ///   as polling is, and made again when they return. A key that only a prefetch or a restored value made does not
  ///   start it.
  /// - **What an element does.** Applied on the main actor, under the optimistic changes still pending (which show
  ///   over it again), saved like an answer, and shown as fetched; it does not cut short a request in flight, whose
  ///   answer is the value once it comes. An element may already hold a change of yours still being sent (the server
  ///   counted your like before it answered): write such changes so that applying one to a value that holds it
  ///   changes nothing (set `liked` and count only when it flips, rather than add one), or it shows twice. An update that arrives before the key has a value is dropped (the key's
  ///   own request brings the value); a whole value (``follow(_:)``) is shown at once.
  /// - **A flood.** Elements reach the key at most about sixty times a second, each time every element received
  ///   since, in order: a screen is notified at most that often, and a sequence faster than the main actor waits.
  /// - **An end or a failure.** A sequence that ends is a connection that closed: it is made again after the store's
  ///   ``RetryPolicy`` first wait, and after longer and longer waits while it ends at once with nothing. A failure is
  ///   classified by the store's ``FailureClassifier`` and retried with the policy's backoff; once the policy gives
  ///   up, the failure shows over the value as a refresh nobody asked for shows it (``RequestReason/live``), and the
  ///   sequence is made again at the policy's longest wait, or, for a failure that cannot succeed, when a screen
  ///   subscribes again or the app or the network returns. The next element shows the value again.
  ///
  /// Calling it again replaces the key's sequence, for every handle; ``unfollow()`` stops it.
  public func follow<Updates: AsyncSequence & SendableMetatype>(
    _ updates: @escaping @Sendable () -> Updates, apply: @escaping @MainActor (inout Value, Updates.Element) -> Void
  ) where Updates.Element: Sendable {
    let entry = self.entry
    let feed = LiveFeed<Updates.Element>(
      store: store, entry: entry, conflates: false, run: LiveInbox.iterating(updates),
      deliver: { [weak entry] elements in
        entry?.receiveLive(renewsFreshness: false) { value in
          guard value != nil else { return }
          for element in elements { apply(&value!, element) }
        }
      },
      fail: { [weak entry] failure, classification, reason in
        entry?.failLive(failure, classification, gaveUp: reason)
      })
    store.setFeed(feed, for: entry)
  }

  /// Stops the sequence that feeds the key, for every handle; the value stays.
  public func unfollow() {
    store.setFeed(nil, for: entry)
  }

}
