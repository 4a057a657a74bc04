import ScreenState

/// Draws a store inspector's `InspectorSnapshot` in a terminal: a table of the store's keys (and the
/// mutations watched) with their state, age, freshness, subscribers, bytes saved and eviction, then the selected
/// entry's latest request with its attempts and their waits, then its latest events.
///
/// ```text
///  Store · 2 keys · 1 mutation · 41 events                                              00:42.1
///    KEY             STATE                                         AGE  FRESH  SUBS    SAVED  EVICTS
///  › board/feed      loaded · 40 items, 2 pages · next page fa…  3.0 s  fresh     1   2.1 KB       —
///    post/3          loaded                                      1.2 s  fresh     0    212 B   4m 58s
///    like post/3     failed: server error (500) · 2 patches rolled back
///  ── board/feed ─────────────────────────────────────────────────────────────────────────────────
///  Latest request  #3 next page · 3 attempts · failed: server error (500) (attempts exhausted) · 3.0 s
///    1  server error (500)  0 ms  → waits 1.0 s (backoff)
///    …
///  Timeline
///    00:39.1  #3 next page  started (next page)
///    …
/// ```
///
/// A pure function of the snapshot, the selection and the size, so text snapshots test it; every word comes from
/// `InspectorFormat`, as the SwiftUI inspector's do.
public struct StoreInspectorRenderer: Hashable, Sendable {
  /// Creates a renderer.
  public init() {}

  /// The inspector drawn on a canvas of `size`.
  public func render(
    _ snapshot: InspectorSnapshot, selected: InspectorSnapshot.Section.Subject? = nil, size: TerminalSize = .standard
  ) -> TextCanvas {
    var canvas = TextCanvas(size: size)
    draw(snapshot, selected: selected, on: &canvas, in: canvas.bounds)
    return canvas
  }

  /// The entry shown in detail: `selected` when the snapshot has it, otherwise the one that heard the latest event,
  /// otherwise the first.
  public static func selection(
    _ selected: InspectorSnapshot.Section.Subject?, in snapshot: InspectorSnapshot
  ) -> InspectorSnapshot.Section? {
    if let selected, let entry = snapshot.section(selected) { return entry }
    if let recent = snapshot.mostRecent, let entry = snapshot.section(recent) { return entry }
    return snapshot.sections.first
  }

  /// The subject `offset` entries away from the one shown in detail (see ``selection(_:in:)``), clamped to the
  /// list: what Up (-1) and Down (+1) select.
  public static func subject(
    movedBy offset: Int, from selected: InspectorSnapshot.Section.Subject?, in snapshot: InspectorSnapshot
  ) -> InspectorSnapshot.Section.Subject? {
    guard let current = selection(selected, in: snapshot),
      let index = snapshot.sections.firstIndex(where: { $0.subject == current.subject })
    else { return nil }
    let moved = min(max(index + offset, 0), snapshot.sections.count - 1)
    return snapshot.sections[moved].subject
  }

  /// Draws the inspector inside `rect`.
  public func draw(
    _ snapshot: InspectorSnapshot, selected: InspectorSnapshot.Section.Subject?, on canvas: inout TextCanvas,
    in rect: TextRect
  ) {
    let rect = rect.intersection(canvas.bounds)
    guard rect.width >= 10, rect.height >= 1 else { return }
    let inside = rect.inset(horizontal: 1, vertical: 0)
    var row = inside.row
    drawHeader(snapshot, on: &canvas, in: inside, row: row)
    row += 1
    guard row < inside.maxRow else { return }
    guard !snapshot.sections.isEmpty else {
      canvas.draw(
        "The store keeps no key yet: its keys appear here as screens ask for them.", column: inside.column, row: row,
        width: inside.width, style: .dim)
      return
    }
    let shown = Self.selection(selected, in: snapshot)
    let table = Table(sections: snapshot.sections, width: inside.width)
    // The table takes at most half the rows when a detail follows, so the detail keeps room.
    let tableRows = min(snapshot.sections.count + 1, max((inside.maxRow - row) / 2, 2))
    row = table.draw(snapshot.sections, selected: shown?.subject, on: &canvas, in: inside, row: row, rows: tableRows)
    guard let shown, row < inside.maxRow else { return }
    drawDetail(shown, on: &canvas, in: inside, row: row)
  }

  // MARK: - Parts

  private func drawHeader(_ snapshot: InspectorSnapshot, on canvas: inout TextCanvas, in rect: TextRect, row: Int) {
    let keys = snapshot.sections.count { !$0.isMutation && $0.info != nil }
    let mutations = snapshot.sections.count { $0.isMutation }
    var title = "Store · \(count(keys, "key", "keys"))"
    if mutations > 0 { title += " · \(count(mutations, "mutation", "mutations"))" }
    title += " · \(count(snapshot.eventCount, "event", "events"))"
    let time = InspectorFormat.time(snapshot.time)
    let timeWidth = TerminalText.displayWidth(of: time)
    canvas.draw(title, column: rect.column, row: row, width: rect.width - timeWidth - 1, style: .bold)
    canvas.draw(time, column: rect.maxColumn - timeWidth, row: row, style: .dim)
  }

  private func drawDetail(_ entry: InspectorSnapshot.Section, on canvas: inout TextCanvas, in rect: TextRect, row: Int)
  {
    var row = row
    let title = "── \(entry.name) "
    canvas.draw(title, column: rect.column, row: row, width: rect.width, style: .bold)
    let titleWidth = min(TerminalText.displayWidth(of: title), rect.width)
    canvas.drawHorizontalRule(
      row: row, column: rect.column + titleWidth, width: rect.width - titleWidth, style: .dim)
    row += 1
    var lines: [(String, TextStyle)] = []
    if let info = entry.info {
      var facts = [info.kind]
      if let request = info.latestRequest { facts.append("latest request \(request)") }
      if info.savedAt != nil { facts.append("a saved copy") }
      if entry.saves > 0 {
        facts.append(
          "saved \(count(entry.saves, "time", "times"))"
            + (entry.bytesSaved.map { ", last \(InspectorFormat.bytes($0))" } ?? ""))
      }
      lines.append((facts.joined(separator: " · "), .dim))
    }
    if let request = entry.latestRequest {
      lines.append(("Latest request  " + InspectorFormat.request(request), .bold))
      for attempt in request.attempts { lines.append(("  " + InspectorFormat.attempt(attempt), .plain)) }
    }
    let timelineRoom = rect.maxRow - row - lines.count - 1
    if !entry.timeline.isEmpty, timelineRoom > 0 {
      lines.append(("Timeline", .bold))
      for event in entry.timeline.suffix(timelineRoom) {
        lines.append(("  " + InspectorFormat.timelineLine(event), .plain))
      }
    }
    for (text, style) in lines where row < rect.maxRow {
      canvas.draw(text, column: rect.column, row: row, width: rect.width, style: style)
      row += 1
    }
  }

  private func count(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}

/// The table of entries: its columns fitted to a width.
private struct Table {
  /// The right-hand columns, each right-aligned, with their headings; left out below 72 columns.
  static let headings = ["AGE", "FRESH", "SUBS", "SAVED", "EVICTS"]
  static let widths = [7, 5, 4, 8, 8]

  let nameWidth: Int
  let showsColumns: Bool

  init(sections: [InspectorSnapshot.Section], width: Int) {
    let longest = sections.map { TerminalText.displayWidth(of: $0.name) }.max() ?? 0
    nameWidth = min(max(longest, 3), max(width / 4, 8))
    showsColumns = width >= 72
  }

  /// Draws the headings and as many entries as `rows` allows (keeping the selected one in view); returns the row
  /// after the table.
  func draw(
    _ entries: [InspectorSnapshot.Section], selected: InspectorSnapshot.Section.Subject?, on canvas: inout TextCanvas,
    in rect: TextRect, row: Int, rows: Int
  ) -> Int {
    var row = row
    drawLine(name: "KEY", status: "STATE", cells: Self.headings, style: .dim, on: &canvas, in: rect, row: row)
    row += 1
    let room = max(rows - 1, 1)
    let selectedIndex = entries.firstIndex { $0.subject == selected } ?? 0
    let first = min(max(selectedIndex - room + 1, 0), max(entries.count - room, 0))
    for entry in entries[first..<min(first + room, entries.count)] where row < rect.maxRow {
      let isSelected = entry.subject == selected
      canvas.draw(isSelected ? "›" : " ", column: rect.column, row: row, style: .bold)
      // Without the columns, the freshness joins the state.
      let staleness = !showsColumns && entry.info?.isStale == true ? " · stale" : ""
      drawLine(
        name: entry.name, status: InspectorFormat.status(of: entry) + staleness, cells: cells(of: entry),
        style: isSelected ? .bold : (entry.info == nil && !entry.isMutation ? .dim : .plain), on: &canvas, in: rect,
        row: row)
      row += 1
    }
    return row
  }

  private func cells(of entry: InspectorSnapshot.Section) -> [String] {
    guard let info = entry.info else {
      guard !entry.isMutation else { return [] }
      return ["—", "—", "—", entry.bytesSaved.map(InspectorFormat.bytes) ?? "—", "gone"]
    }
    return [
      info.age.map(InspectorFormat.duration) ?? "—",
      InspectorFormat.staleness(of: info),
      "\(info.subscribers)",
      entry.bytesSaved.map(InspectorFormat.bytes) ?? "—",
      info.evictedIn.map(InspectorFormat.duration) ?? "—",
    ]
  }

  private func drawLine(
    name: String, status: String, cells: [String], style: TextStyle, on canvas: inout TextCanvas, in rect: TextRect,
    row: Int
  ) {
    var column = rect.column + 2
    canvas.draw(name, column: column, row: row, width: nameWidth, style: style)
    column += nameWidth + 2
    var right = rect.maxColumn
    if showsColumns, cells.contains(where: { !$0.isEmpty }) {
      for (cell, width) in zip(cells, Self.widths).reversed() {
        right -= width
        canvas.draw(cell, column: right, row: row, width: width, alignment: .trailing, style: style)
        right -= 2
      }
    }
    canvas.draw(status, column: column, row: row, width: max(right - column, 0), style: style)
  }
}
