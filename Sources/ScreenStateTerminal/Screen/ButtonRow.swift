// Focus must show in plain text, because snapshots and pipes drop styles: a focused button reads
// "[» Try Again «]", an unfocused one "[  Try Again  ]". Both are the same width, so moving the focus never
// shifts the row. When a row does not fit, it switches to a compact form ("»Try Again«" and "[Try Again]"),
// then shortens the longest labels first: the markers are never cut, so the focus always shows. Narrower still,
// only the focused button is drawn.

/// Lays out and draws a row of buttons, marking the focused one in its characters as well as its style.
struct ButtonRow {
  /// One button to draw.
  struct Item {
    let label: String
    let isFocused: Bool
  }

  /// The two ways of decorating a label.
  private enum Form {
    /// `[» label «]` and `[  label  ]`, two cells apart.
    case regular
    /// `»label«` and `[label]`, one cell apart.
    case compact

    var decoration: Int { self == .regular ? 6 : 2 }
    var spacing: Int { self == .regular ? 2 : 1 }

    func text(_ label: String, isFocused: Bool) -> String {
      switch self {
      case .regular: isFocused ? "[» \(label) «]" : "[  \(label)  ]"
      case .compact: isFocused ? "»\(label)«" : "[\(label)]"
      }
    }
  }

  let items: [Item]
  /// Whether the buttons are disabled (drawn dim), as on a busy error screen.
  let isDisabled: Bool

  private init(items: [Item], isDisabled: Bool) {
    self.items = items
    self.isDisabled = isDisabled
  }

  init(labels: [String], focusedIndex: Int?, isDisabled: Bool = false) {
    items = labels.enumerated().map { Item(label: $0.element, isFocused: $0.offset == focusedIndex) }
    self.isDisabled = isDisabled
  }

  /// The width of the row in its regular form.
  var naturalWidth: Int {
    width(of: items.map { TerminalText.displayWidth(of: $0.label) }, form: .regular)
  }

  private func width(of labelWidths: [Int], form: Form) -> Int {
    guard !labelWidths.isEmpty else { return 0 }
    return labelWidths.reduce(0, +) + labelWidths.count * form.decoration + (labelWidths.count - 1) * form.spacing
  }

  /// Draws the row on `row` within the columns of `rect`, aligned as asked.
  func draw(on canvas: inout TextCanvas, row: Int, in rect: TextRect, alignment: TextAlignment = .center) {
    guard !items.isEmpty, rect.width > 0 else { return }
    // Too narrow for every button, even one cell of each label: the focused one is drawn alone, so Enter never
    // presses a button that is not on screen, and Tab brings the others into view one at a time.
    if items.count > 1, width(of: items.map { _ in 1 }, form: .compact) > rect.width {
      let shown = items.first(where: \.isFocused) ?? items[0]
      return ButtonRow(items: [shown], isDisabled: isDisabled).draw(
        on: &canvas, row: row, in: rect, alignment: alignment)
    }
    // Measure cut copies only, so a hostile label costs the cells it could fill.
    let labels = items.map { TerminalText.truncated($0.label, toWidth: rect.width + 1) }
    let widths = labels.map(TerminalText.displayWidth(of:))
    let form: Form = width(of: widths, form: .regular) <= rect.width ? .regular : .compact
    let overhead = width(of: widths.map { _ in 0 }, form: form)
    let limits = Self.shortened(widths, toFit: rect.width - overhead)
    let texts = zip(zip(labels, limits), items).map { pair, item in
      let (label, limit) = pair
      let fitted = TerminalText.displayWidth(of: label) <= limit ? label : TerminalText.truncated(label, toWidth: limit)
      return form.text(fitted, isFocused: item.isFocused)
    }
    let rowWidth = texts.reduce(0) { $0 + TerminalText.displayWidth(of: $1) } + (texts.count - 1) * form.spacing
    var column = rect.column + alignment.offset(textWidth: rowWidth, spanWidth: rect.width)
    let clip = TextRect(column: rect.column, row: row, width: rect.width, height: 1).intersection(canvas.bounds)
    for (text, item) in zip(texts, items) {
      var style: TextStyle = item.isFocused ? TextStyle(isBold: true, isInverse: true) : .plain
      if isDisabled { style.isDim = true }
      canvas.drawLine(text, column: column, row: row, style: style, clip: clip)
      column += TerminalText.displayWidth(of: text) + form.spacing
    }
  }

  /// The widths the labels may take so that together they fit in `budget` cells: the longest labels are
  /// shortened first, and every label keeps at least one cell (the ellipsis).
  static func shortened(_ widths: [Int], toFit budget: Int) -> [Int] {
    guard widths.reduce(0, +) > budget else { return widths }
    // The largest cap such that the labels, each cut to the cap, fit...
    var cap = widths.max() ?? 0
    while cap > 1 && widths.reduce(0, { $0 + min($1, cap) }) > budget {
      cap -= 1
    }
    var limits = widths.map { min($0, cap) }
    // ...then the cells still free go, one each, to labels that were cut, from the first.
    var spare = budget - limits.reduce(0, +)
    for index in limits.indices where spare > 0 && limits[index] < widths[index] {
      limits[index] += 1
      spare -= 1
    }
    return limits
  }
}
