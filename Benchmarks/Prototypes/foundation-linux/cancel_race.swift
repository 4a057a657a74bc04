// Cancels N data tasks to answer_server.py from another queue, 0 to 2 ms after each starts (in steps of 50 µs):
// before the request leaves, while it is answered, after it completed. Prints "survived N" unless Foundation stops
// the process ("Trying to access a behaviour for a task that in not in the registry").
import Foundation
import FoundationNetworking

let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
configuration.timeoutIntervalForRequest = 3
let session = URLSession(configuration: configuration)
let url = URL(string: "http://127.0.0.1:18090/")!
let count = Int(CommandLine.arguments.dropFirst().first ?? "3000") ?? 3000
for round in 0..<count {
  let done = DispatchSemaphore(value: 0)
  let task = session.dataTask(with: url) { _, _, _ in done.signal() }
  task.resume()
  DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(round % 41 * 50)) { task.cancel() }
  _ = done.wait(timeout: .now() + 5)
}
print("survived", count)
