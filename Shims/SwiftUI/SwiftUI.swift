// A compile shim for SwiftUI, for type-checking ScreenStateSwiftUI and the SwiftUI examples on Linux.
//
// It declares ONLY the symbols those sources use, each with its declaration as Apple's documentation
// shows it and the page it comes from beside it. Bodies are `fatalError()`: this module is built with
// `-emit-module` only and never linked, run or shipped in a product (see Scripts/typecheck-adapters.sh).
//
// Reading the declarations:
// - Apple's pages are now generated from the Xcode 27 SDK, where `ViewBuilder` closures are written
//   `@ContentBuilder` (a documented type alias of `ViewBuilder`) and the builder methods lost their
//   `where Content: View` constraints. The shim keeps the Xcode 26 constraints, which are stricter:
//   an adapter that type-checks here type-checks against either SDK.
// - Attributes that only affect code generation or documentation (`@export(implementation)`,
//   `@frozen`) are left out; `nonisolated`, `@MainActor`, `@preconcurrency`, `sending` and
//   `@isolated(any)` are kept because they change what type-checks.
// - `@_semantics("oslog.requires_constant_arguments")` on `ForEach.init(_:content:)` stands for the
//   constant-range check Apple's compiler applies to it (see there).
// - Availability is written only where Apple marks an API unavailable on a platform the package supports
//   (`@available(tvOS, unavailable)`): on Linux those marks are inert, so Scripts/typecheck-adapters.sh turns each
//   platform's marks into errors in a pass of its own. Everything else declared is available from iOS 17,
//   macOS 14, tvOS 17, watchOS 10 and visionOS 1 on (Package.swift's platforms), as the cited pages say.
// - A line marked "[page not in the stored copy]" cites the page but its declaration was not
//   retrieved this session; it follows its documented siblings. "[as X]": written as sibling X.

@_exported import Foundation  // SwiftUI re-exports Foundation (CGFloat, URL) on Apple platforms.

// MARK: - View and the result builder

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (Xcode 26: returns EmptyView)
  public static func buildBlock() -> EmptyView { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/contentbuilder
public typealias ContentBuilder = ViewBuilder

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview (init())
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (the type buildEither returns)
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/view (Never conforms: the body of primitive views)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/view (Optional conforms when Wrapped does: buildIf)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// MARK: - Views

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  nonisolated public init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
  public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init()
  nonisolated public init() where Label == EmptyView {}
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
  nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  nonisolated public init(
    @ContentBuilder label: () -> Label,
    @ContentBuilder description: () -> Description = { EmptyView() },
    @ContentBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ContentBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ContentBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  nonisolated public init(@ContentBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/timelineview (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1):
/// `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule`
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineview/context (`struct Context`)
  public struct Context {}
}

extension TimelineView: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  nonisolated public init(
    _ schedule: Schedule, @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// https://developer.apple.com/documentation/swiftui/timelineschedule (`protocol TimelineSchedule`; its
/// `entries(from:mode:)` requirement is left out: the adapters only pass schedules on)
public protocol TimelineSchedule {}

/// https://developer.apple.com/documentation/swiftui/periodictimelineschedule (`struct PeriodicTimelineSchedule`)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/periodictimelineschedule/init(from:by:)
  public init(from startDate: Date, by interval: TimeInterval) {}
}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule (`struct EveryMinuteTimelineSchedule`)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()
  public init() {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/periodic(from:by:)
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (the View overload, iOS 13)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
  ///
  /// "Creates an instance that computes views on demand over a given constant range": Apple's SDK warns
  /// "Non-constant range: argument must be an integer literal" when the range is not made of literals
  /// (`ForEach(0..<3)` is fine, `ForEach(0..<buttons.count)` is not, since its views are never updated).
  /// The open-source compiler has no SwiftUI check; its os_log constant-argument check is the same rule
  /// ("argument must be an integer literal"), reported as an error, so the shim rejects what Apple warns on.
  @_semantics("oslog.requires_constant_arguments")
  public init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {}

  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:) (iOS 13)
  nonisolated public init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent) {}
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View {
  /// https://developer.apple.com/documentation/swiftui/color/clear [page not in the stored copy; as black, red]
  public static let clear = Color()
  public var body: Never { fatalError() }
}

// MARK: - Values

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/largetitle [as title]
  public static let largeTitle = Font()
  /// https://developer.apple.com/documentation/swiftui/font/title
  public static let title = Font()
  /// https://developer.apple.com/documentation/swiftui/font/title2 [as title]
  public static let title2 = Font()
  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
  /// https://developer.apple.com/documentation/swiftui/font/subheadline [as headline]
  public static let subheadline = Font()
  /// https://developer.apple.com/documentation/swiftui/font/body [as headline]
  public static let body = Font()
  /// https://developer.apple.com/documentation/swiftui/font/footnote [as headline]
  public static let footnote = Font()
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey (`@frozen struct LocalizedStringKey`,
/// ExpressibleByStringLiteral as the page says; only the literal conformance is declared)
public struct LocalizedStringKey: ExpressibleByStringLiteral {
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement (Sendable, as SwiftUI's values are; a
/// `static let` of a non-Sendable type does not compile in Swift 6)
public struct SearchFieldPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  public static let automatic = SearchFieldPlacement()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle (`protocol ShapeStyle : Sendable, SendableMetatype`;
/// its requirements are never called by the adapters)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle (a `ShapeStyle`, so Sendable)
public struct HierarchicalShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle (its `makeBody(configuration:)`
/// requirement is never called by the adapters)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle (tvOS 17, watchOS 8)
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle/init()
  nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless (tvOS 17, watchOS 8)
  nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader = AccessibilityTraits()
  // SetAlgebra, as the page lists it; never called.
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public mutating func insert(_ newMember: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  { fatalError() }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center [as leading]
  public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/top [as topLeading]
  public static let top = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/center [as topLeading]
  public static let center = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/leading [as topLeading]
  public static let leading = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Sendable {
  case horizontal, vertical
  /// https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Sendable {
  case top, leading, bottom, trailing
  /// https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
}

/// https://developer.apple.com/documentation/swiftui/material (iOS 15, macOS 12, tvOS 15, watchOS 10, visionOS 1)
public struct Material: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/material/regular
  public static let regular = Material()
}

extension ShapeStyle where Self == Material {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
  public static var regularMaterial: Material { Material() }
}

/// https://developer.apple.com/documentation/swiftui/refreshaction (iOS 15, macOS 12, tvOS 15, watchOS 8)
public struct RefreshAction: Sendable {
  /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()
  public func callAsFunction() async {}
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh (`nil` unless `refreshable(action:)`
  /// set one)
  public var refresh: RefreshAction? { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content (what a modifier's body is given)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: - Modifiers

/// A placeholder for the opaque `some View` that each modifier returns; never named by the adapters.
public struct ModifiedView: View {
  public var body: Never { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View
  where V: View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
    ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  where S: ShapeStyle { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (iOS 17; the action
  /// takes the old and the new value)
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View where V: Equatable
  { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3 (iOS 15,
  /// tvOS 15, watchOS 8)
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (iOS 17)
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  where V: Equatable { ModifiedView() }

  // The three accessibility modifiers return `ModifiedContent<Self, AccessibilityAttachmentModifier>`;
  // the adapters use the result only as a view.

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) [page not in the stored copy;
  /// the `StringProtocol` overload, as accessibilityHidden(_:)]
  nonisolated public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:) (iOS 15, macOS 12, tvOS 15,
  /// watchOS 8, visionOS 1)
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate (iOS 15, macOS 12, tvOS 15, watchOS 8,
/// visionOS 1): `@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable`
@propertyWrapper @frozen public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init() [page not in the stored copy;
  /// the initializer of a Boolean state]
  public init() where Value == Bool {}
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue [page not in the stored
  /// copy]
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding:
  /// `@propertyWrapper @frozen struct Binding`
  @propertyWrapper @frozen public struct Binding {
    // SwiftUI makes bindings; no initializer is public (a stored property keeps the compiler from adding `init()`).
    private let location: Int
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  }
}
