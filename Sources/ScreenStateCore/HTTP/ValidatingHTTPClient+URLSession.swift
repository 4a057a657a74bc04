#if canImport(Foundation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension ValidatingHTTPClient {
    /// A client sending its requests through `session`.
    ///
    /// A transfer is awaited through its completion handler, never `data(for:)`, and a cancelled caller resumes at
    /// once; on Linux its transfer is left to end by itself rather than cancelled (see the article "Foundation on
    /// Linux").
    ///
    /// - Parameters:
    ///   - session: The session; `.shared` by default.
    ///   - decoder: Makes the decoder of each body; a plain `JSONDecoder` by default.
    public init(session: URLSession = .shared, decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }) {
      self.init(decoder: decoder) { request in
        let (data, response) = try await SessionTransfer.data(for: request, on: session)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
      }
    }
  }
#endif
