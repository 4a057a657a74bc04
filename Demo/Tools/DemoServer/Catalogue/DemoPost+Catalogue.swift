extension DemoPost {
  /// How many posts the paged feed holds.
  public static let catalogueSize = 300

  /// The three hundred posts of the paged feed, search and post routes: the thirty ``samples`` first, then 270
  /// more made from word lists, always the same, in the same order, with unique titles and ids 1 to 300.
  public static let catalogue: [DemoPost] = samples + (0..<(catalogueSize - samples.count)).map(generatedPost)

  /// The generated post at `index` (0 for id 31): a notice about an object, or an event on a day.
  ///
  /// `index` is spread over the 270 combinations by a stride prime to 270, so that neighbouring posts differ.
  private static func generatedPost(_ index: Int) -> DemoPost {
    let id = samples.count + index + 1
    let combination = index * 7 % (catalogueSize - samples.count)
    let place = places[id % places.count]
    let day = days[id % days.count]
    if combination < notices.count * objects.count {
      let notice = notices[combination % notices.count]
      let object = objects[combination / notices.count]
      return DemoPost(
        id: id, title: notice.title(object),
        body: "\(notice.body(object)) Seen near \(place) on \(day). Reply here or leave a note at the community centre."
      )
    }
    let eventIndex = combination - notices.count * objects.count
    let event = events[eventIndex % events.count]
    let eventDay = days[eventIndex / events.count]
    return DemoPost(
      id: id, title: "\(event) on \(eventDay)",
      body: "\(event) on \(eventDay) at \(place). Everyone is welcome; bring a friend, and a cup if you want tea.")
  }

  /// What a notice says about an object, as a title and a first sentence.
  private struct Notice: Sendable {
    let title: @Sendable (String) -> String
    let body: @Sendable (String) -> String
  }

  /// Six kinds of notice, each combined with every one of the 25 objects: 150 titles.
  private static let notices: [Notice] = [
    Notice(title: { "Lost: \($0)" }, body: { "I have lost \($0) and would be very glad to have it back." }),
    Notice(title: { "Found: \($0)" }, body: { "Found \($0); describe it and it is yours again." }),
    Notice(title: { "For sale: \($0)" }, body: { "Selling \($0) in good condition, for a fair price." }),
    Notice(title: { "Free to a good home: \($0)" }, body: { "Giving away \($0); collect it whenever suits you." }),
    Notice(title: { "Wanted: \($0)" }, body: { "Looking for \($0), to borrow or to buy." }),
    Notice(title: { "Can anyone lend \($0)?" }, body: { "Could anyone lend \($0) for a weekend? I return things." }),
  ]

  /// The objects of the notices.
  private static let objects = [
    "a red umbrella", "a garden hose", "a child's bike", "a set of house keys", "a camping tent",
    "a wooden bookshelf", "a sewing machine", "a bicycle pump", "a stepladder", "a box of floor tiles",
    "an electric drill", "a pair of ice skates", "a pushchair", "a chess set", "a tennis racket", "a fish tank",
    "a kitchen table", "a reading lamp", "a winter coat", "a guitar", "a lawnmower", "a rice cooker",
    "a dog lead", "a toolbox", "a paddling pool",
  ]

  /// Twenty events, each on every one of the six days: 120 titles.
  private static let events = [
    "Choir rehearsal", "Yoga in the park", "Litter pick", "Repair café", "Quiz night", "Seed swap",
    "Toddler music group", "Chess club", "Bike maintenance class", "Open mic", "Pub lunch", "Film night",
    "Knitting circle", "Plant sale", "Tree planting", "Board game evening", "Coffee morning", "Book club",
    "Street party planning", "Running club",
  ]

  /// The days of the events and notices.
  private static let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// Where things happen.
  private static let places = [
    "the bus stop on Elm Street", "the school gates", "the library", "Oak Avenue", "the playground",
    "the corner shop", "the allotments", "the station", "the pond",
  ]

  /// The likes a post has when the backend starts, the same on every run.
  public static func initialLikes(ofPostWithID id: Int) -> Int {
    (id * 37 + 11) % 60
  }
}
