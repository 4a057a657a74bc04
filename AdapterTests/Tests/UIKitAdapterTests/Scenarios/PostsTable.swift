import ScreenState
import UIKit

#if canImport(ScreenStateUIKitOnFake)
  import ScreenStateUIKitOnFake
#else
  import ScreenStateUIKit
#endif

/// A table on screen whose data source and delegate read a `TableRows`.
@MainActor
final class PostsTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  let window = ScenarioDriver().makeWindow()
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  let rows: TableRows<[Post]>

  override init() {
    rows = TableRows(tableView)
    super.init()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    window.addSubview(tableView)
    window.makeKeyAndVisible()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row].title
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
