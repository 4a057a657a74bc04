import Foundation
import ScreenStateCore

extension ResourceStore {
  /// A handle on the value at `key`, fed by a conditional exchange (an HTTP `GET` with validators), shared with
  /// every other handle of that key.
  ///
  /// `operation` gets the validators of the value the key holds (`nil` when it holds none: the first request, or a
  /// value set by hand) and answers ``Validated/modified(_:validators:cache:)`` with a new value, or
  /// ``Validated/notModified(cache:)``:
  ///
  /// - **Not modified** (`304`) keeps the value shown, with no new value: nothing is decoded or saved, the value's
  ///   revision stays, and a revalidation nobody asked for notifies no observer (a `notModified` event precedes its
  ///   `succeeded`). The value is fresh again. Answered to a request sent without validators, it is a failure,
  ///   ``HTTPValidationError/notModifiedWithoutValue``, never an empty value.
  /// - **Cache directives** of an answer apply to the key until the next one: `max-age` is how long it stays fresh
  ///   (instead of ``staleAfter``), `no-cache` makes it stale at once, `no-store` keeps it out of the persistence.
  ///   A `304` without directives keeps those of the answer that brought the value.
  ///
  /// ```swift
  /// let post = store.resource("post/42", validating: { validators in
  ///   try await http.fetch(Post.self, from: url, validators: validators)
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The value type, when the call does not say it otherwise.
  ///   - placeholder: What to show while the first request runs, derived from other keys; none by default.
  ///   - operation: Asks for the value, conditionally when given validators.
  public func resource<Value: Sendable>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    placeholder: Placeholder<Value>? = nil,
    validating operation: @escaping @Sendable (HTTPValidators?) async throws -> Validated<Value>
  ) -> Resource<Value, any Error> {
    makeValidatedResource(key, placeholder: placeholder, saving: nil, validation: ValidationState(), operation)
  }

  /// A handle on the `Codable` value at `key`, fed by a conditional exchange, whose value is kept with its
  /// validators by the store's ``ResourcePersistence``, if it has one: the first request after a relaunch
  /// revalidates the restored value rather than fetching it whole.
  ///
  /// Its saved copy holds the validators beside the value, so ``restore(_:as:)`` with the value's type does not read
  /// it ahead; the key's first handle reads it.
  public func resource<Value: Codable & Sendable>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    placeholder: Placeholder<Value>? = nil,
    validating operation: @escaping @Sendable (HTTPValidators?) async throws -> Validated<Value>
  ) -> Resource<Value, any Error> {
    let validation = ValidationState<Value>()
    return makeValidatedResource(
      key, placeholder: placeholder, saving: validatedSavingHooks(key, validation), validation: validation,
      operation)
  }

  /// The validators of the value at `key`, which its next request sends; `nil` when it has none.
  public func validators(for key: ResourceKey) -> HTTPValidators? {
    storedEntry(key).flatMap { ($0.anyRecord as? any ValidatedRecord)?.validators }
  }

  // MARK: - Making entries

  private func makeValidatedResource<Value: Sendable>(
    _ key: ResourceKey,
    placeholder: Placeholder<Value>?,
    saving: SavingHooks<Value>?,
    validation: ValidationState<Value>,
    _ operation: @escaping @Sendable (HTTPValidators?) async throws -> Validated<Value>
  ) -> Resource<Value, any Error> {
    let fetch: @Sendable () async throws -> Value = {
      let (attempt, held) = validation.begin()
      switch try await operation(held?.validators) {
      case .modified(let value, let validators, let cache):
        validation.record(.modified(validators, cache), attempt: attempt)
        return value
      case .notModified(let cache):
        guard let held else { throw HTTPValidationError.notModifiedWithoutValue }
        validation.record(.notModified(cache), attempt: attempt)
        // Not shown: the entry keeps the value it shows.
        return held.value
      }
    }
    let loader = entry(
      key, kind: "Resource<\(Value.self), \((any Error).self)>",
      make: {
        Loader(
          configuration: configuration, timeout: configuration.attemptTimeout(for: (any Error).self),
          operation: fetch)
      },
      restore: saving.map { hooks in
        { loader in
          guard let saved = hooks.restore() else { return nil }
          loader.setValue(saved.value, origin: .restored)
          return saved.savedAt
        }
      },
      placeholder: placeholder?.make,
      persist: saving?.write,
      validation: validation)
    return Resource(loader: loader, store: self)
  }

  /// Saves the value with its validators, and reads back either that or a value saved alone.
  private func validatedSavingHooks<Value: Codable & Sendable>(
    _ key: ResourceKey, _ validation: ValidationState<Value>
  ) -> SavingHooks<Value>? {
    guard persistence != nil else { return nil }
    return SavingHooks(
      restore: { [weak self] in
        guard let self else { return nil }
        if let saved = savedValue(for: key, as: ValidatedCopy<Value>.self) {
          if let validators = saved.value.validators { validation.keep(saved.value.value, validators) }
          return PersistedValue(value: saved.value.value, savedAt: saved.savedAt)
        }
        return savedValue(for: key, as: Value.self)
      },
      write: { [weak self] value, part in
        self?.save(ValidatedCopy(value: value, validators: validation.validators), for: key, part: part)
      })
  }
}
