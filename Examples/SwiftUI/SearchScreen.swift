import ScreenState
import ScreenStateSwiftUI
import SwiftUI

/// Post search: the field edits the query, sent 300 ms after the last keystroke; the results on screen stay
/// while the next ones load, and a header says which query they answer.
struct SearchScreen: View {
  @State private var model = SearchModel()

  var body: some View {
    LoadableView(model.screen) { posts in
      List {
        if let caption = model.search.caption(texts: model.screen.policy.texts) {
          Text(caption).font(.headline).accessibilityAddTraits(.isHeader)
        }
        ForEach(posts, id: \.id) { Text($0.title) }
      }
    }
    .searchable(text: Binding(model.search), prompt: "Search posts")
    .task { await model.screen.load() }
  }
}

/// The query loader and the screen that draws its results.
@MainActor final class SearchModel {
  let search = QueryLoader("", debounce: .milliseconds(300)) { (text: String) in
    try await PostsAPI.shared.search(text)
  }
  lazy var screen = LoadableScreen(search)
}
