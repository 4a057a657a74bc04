import ScreenState
import ScreenStateTesting
import UIKit

#if canImport(ScreenStateUIKitOnFake)
  import ScreenStateUIKitOnFake
#else
  import ScreenStateUIKit
#endif

/// A table on screen showing a paginated screen, its footer set as the table's footer and bound.
@MainActor
final class PagedTable {
  typealias Fetch = ControllableOperation<Page<Post, Int>, any Error>

  let driver = ScenarioDriver()
  let fetch = Fetch()
  let pages: PageLoader<Post, Int, any Error>
  let screen: LoadableScreen<PagedList<Post, Int>, any Error>
  let window: UIWindow
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  let footerView = PageFooterView()
  private(set) var binding: RenderObservation?

  init() {
    pages = PageLoader(first: 1, retryPolicy: .never, fetch: fetch.operation(taking: Int.self))
    screen = LoadableScreen(pages, policy: PresentationPolicy(texts: texts, loadingTiming: .immediate))
    driver.reset()
    window = driver.makeWindow()
    window.addSubview(tableView)
    window.makeKeyAndVisible()
    tableView.tableFooterView = footerView
    binding = screen.bind(footer: footerView)
  }

  func page(_ number: Int, last: Int = 3) -> Page<Post, Int> {
    Page(items: posts((number - 1) * 10..<number * 10), next: number < last ? number + 1 : nil)
  }

  func loadFirstPage() async {
    let pages = pages
    Task { await pages.load() }
    await fetch.nextCall().succeed(with: page(1))
    await pages.waitUntilSettled()
    await settle()
  }

  func startNextPage() async -> Fetch.Call {
    let screen = screen
    Task { await screen.send(.loadMore) }
    let call = await fetch.nextCall()
    await settle()
    return call
  }
}
