import ScreenState

// The example of ChangesThatAreNeverLost.md.

enum ChangesThatAreNeverLost {
  @MainActor static func likesKeptInAnOutbox(_ store: ResourceStore) -> (Outbox, Mutation<Int, Post, any Error>) {
    let outbox = Outbox(store)  // kept with the store's persistence
    let like = Mutation<Int, Post, any Error>(
      "like the post", queuedIn: outbox, as: "like",
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
    ) { postID, submission in
      try await api.like(postID, idempotencyKey: submission.rawValue)
    }
    return (outbox, like)
  }
}
