import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so that `--serve` can stop its backend cleanly instead of being killed.
enum TerminationSignal {
  /// Returns once SIGINT or SIGTERM arrives; both stop being fatal to the process while this waits.
  static func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let queue = DispatchQueue(label: "demo.termination-signal")
      // Resumed once, from `queue` only, whichever signal comes first.
      nonisolated(unsafe) var pending: CheckedContinuation<Void, Never>? = continuation
      nonisolated(unsafe) var sources: [any DispatchSourceSignal] = []
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler {
          for source in sources { source.cancel() }
          pending?.resume()
          pending = nil
        }
        sources.append(source)
      }
      queue.async { for source in sources { source.resume() } }
    }
  }
}
