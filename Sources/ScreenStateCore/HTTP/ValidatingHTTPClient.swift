#if canImport(Foundation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Sends conditional `GET`s and reads their answers as ``Validated`` values: the operation of a key fed by an HTTP
  /// exchange (`ResourceStore.resource(_:as:validating:)`).
  ///
  /// Each request carries `If-None-Match` and `If-Modified-Since` from the validators it is given. A `304` is
  /// ``Validated/notModified(cache:)``, with no body read; a `2xx` body is decoded as JSON and returned with the
  /// answer's `ETag`, `Last-Modified` and `Cache-Control`; any other status throws an ``HTTPStatusError``. A `304`
  /// to a request sent without validators throws ``HTTPValidationError/notModifiedWithoutValue``.
  ///
  /// ```swift
  /// let http = ValidatingHTTPClient(session: .shared)
  /// let post = store.resource("post/42", validating: { validators in
  ///   try await http.fetch(Post.self, from: URLRequest(url: postURL), validators: validators)
  /// })
  /// ```
  public struct ValidatingHTTPClient: Sendable {
    /// Sends a request and returns the body and response: a `URLSession`, or a fake in tests.
    public typealias Transport = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    private let transport: Transport
    private let makeDecoder: @Sendable () -> JSONDecoder

    /// A client sending its requests through `transport`.
    ///
    /// - Parameters:
    ///   - decoder: Makes the decoder of each body; a plain `JSONDecoder` by default.
    ///   - transport: Sends a request.
    public init(
      decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
      transport: @escaping Transport
    ) {
      self.makeDecoder = decoder
      self.transport = transport
    }

    /// Fetches `request` conditionally: a new value, or "not modified".
    ///
    /// - Parameters:
    ///   - type: The type of the body.
    ///   - request: The request; its method and headers are kept, and the validators' headers added.
    ///   - validators: The validators of the value held, if any.
    public func fetch<Value: Decodable>(
      _ type: Value.Type = Value.self, from request: URLRequest, validators: HTTPValidators?
    ) async throws -> Validated<Value> {
      var request = request
      for (name, value) in validators?.requestHeaders ?? [:] { request.setValue(value, forHTTPHeaderField: name) }
      let (data, response) = try await transport(request)
      return try Self.answer(
        Value.self, data: data, response: response, sentValidators: validators, decoder: makeDecoder())
    }

    /// What a response means: a new value, "not modified", or the failure it is.
    static func answer<Value: Decodable>(
      _ type: Value.Type, data: Data, response: HTTPURLResponse, sentValidators: HTTPValidators?,
      decoder: JSONDecoder
    ) throws -> Validated<Value> {
      let cache = CacheDirectives(cacheControl: response.value(forHTTPHeaderField: "Cache-Control"))
      switch response.statusCode {
      case 304:
        guard let sentValidators, !sentValidators.isEmpty else { throw HTTPValidationError.notModifiedWithoutValue }
        return .notModified(cache: cache)
      case 200..<300:
        let validators = HTTPValidators(
          etag: response.value(forHTTPHeaderField: "ETag"),
          lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
        return .modified(try decoder.decode(Value.self, from: data), validators: validators, cache: cache)
      default:
        let seconds = Date().timeIntervalSince1970
        throw HTTPStatusError(
          statusCode: response.statusCode, retryAfterHeader: response.value(forHTTPHeaderField: "Retry-After"),
          now: .seconds(seconds))
      }
    }
  }
#endif
