// A crash must not leave the terminal raw, on the alternate screen, with the cursor hidden. A fatal signal
// (a Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS, abort() SIGABRT) cannot go through the
// self-pipe: the process dies before another thread runs. So its handler restores the terminal itself, in
// signal context, with async-signal-safe calls only (POSIX.1-2017 §2.4.3): write(2) of bytes prepared in
// advance, tcsetattr(3) with settings saved in advance, sigaction(2) and raise(3). Everything it reads is
// written before the handlers are installed and never while they are, and it neither allocates nor locks.
// It then puts back the disposition it replaced (the default, or the Swift runtime's backtracer) and raises
// the signal again, so the crash still ends the process as it would have, with its status and its report.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal when the process dies of a fatal signal while a session owns it.
enum FatalSignalRestorer {
  /// The signals that end a process with a crash.
  static let signals: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE, SIGTRAP]

  /// What the handler reads, allocated once, before any handler is installed.
  struct Storage {
    var isArmed = false
    var outputDescriptor: Int32 = -1
    var inputDescriptor: Int32 = -1
    var settings = termios()
    var sequence: UnsafeMutablePointer<UInt8>
    var sequenceCount: Int
    var signalNumbers: UnsafeMutablePointer<Int32>
    var previousActions: UnsafeMutablePointer<sigaction>
    var signalCount: Int
  }

  /// The storage; evaluated (allocated) by ``arm(outputDescriptor:rawMode:)`` before a handler can read it.
  // Unchecked: written only by arm() and disarm(), from the one session that owns the process's terminal
  // (`TerminalRestorer.activate`), and read by the handler, which runs only between the two.
  nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
    let bytes = Array(TerminalRestorer.leaveSequence.utf8)
    let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    sequence.initialize(from: bytes, count: bytes.count)
    let signalNumbers = UnsafeMutablePointer<Int32>.allocate(capacity: signals.count)
    signalNumbers.initialize(from: signals, count: signals.count)
    let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
    previousActions.initialize(repeating: sigaction(), count: signals.count)
    let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    storage.initialize(
      to: Storage(
        sequence: sequence, sequenceCount: bytes.count, signalNumbers: signalNumbers,
        previousActions: previousActions, signalCount: signals.count))
    return storage
  }()

  /// Installs the handlers: until ``disarm()``, a fatal signal first writes the restore sequence to
  /// `outputDescriptor` and puts `rawMode`'s original settings back. Called with the session's lock held.
  static func arm(outputDescriptor: Int32, rawMode: RawMode?) {
    let storage = storage
    guard !storage.pointee.isArmed else { return }
    storage.pointee.outputDescriptor = outputDescriptor
    storage.pointee.inputDescriptor = rawMode?.fileDescriptor ?? -1
    if let rawMode { storage.pointee.settings = rawMode.originalSettings }
    storage.pointee.isArmed = true
    for index in 0..<storage.pointee.signalCount {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = restoreTerminalOnFatalSignal
      #else
        action.__sigaction_handler.sa_handler = restoreTerminalOnFatalSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(storage.pointee.signalNumbers[index], &action, storage.pointee.previousActions + index)
    }
  }

  /// Puts the dispositions the handlers replaced back; the terminal was restored the ordinary way.
  static func disarm() {
    let storage = storage
    guard storage.pointee.isArmed else { return }
    for index in 0..<storage.pointee.signalCount {
      sigaction(storage.pointee.signalNumbers[index], storage.pointee.previousActions + index, nil)
    }
    storage.pointee.isArmed = false
  }
}

/// Runs in signal context: async-signal-safe calls only, on storage prepared before it was installed.
private func restoreTerminalOnFatalSignal(_ signalNumber: Int32) {
  let storage = FatalSignalRestorer.storage
  if storage.pointee.isArmed {
    storage.pointee.isArmed = false
    _ = write(storage.pointee.outputDescriptor, storage.pointee.sequence, storage.pointee.sequenceCount)
    if storage.pointee.inputDescriptor >= 0 {
      _ = tcsetattr(storage.pointee.inputDescriptor, TCSANOW, &storage.pointee.settings)
    }
  }
  for index in 0..<storage.pointee.signalCount where storage.pointee.signalNumbers[index] == signalNumber {
    sigaction(signalNumber, storage.pointee.previousActions + index, nil)
  }
  // Delivered again when this handler returns (the signal is blocked while it runs), to the disposition
  // just put back; a fault re-executes its instruction and faults again the same way.
  raise(signalNumber)
}
