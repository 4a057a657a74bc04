/// A type that is another type's entity in another shape: a story's detail and the story of the feed are one story.
/// Declared once, every change of the entity reaches both shapes: an optimistic update, a mutation's answer,
/// ``ResourceStore/modifyEntities(_:id:_:)``.
///
/// ```swift
/// extension StoryDetail: EntityVariant {
///   var entity: Story {                       // the fields the two shapes share
///     get { Story(id: id, title: title, likes: likes) }
///     set { title = newValue.title; likes = newValue.likes }
///   }
/// }
/// // .entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 } now reaches the detail too
/// ```
///
/// The variant's id is the entity's: the two are found by the same id.
public protocol EntityVariant<Entity>: Identifiable where ID == Entity.ID {
  /// The entity this type is a shape of.
  associatedtype Entity: Identifiable
  /// The fields it shares with ``Entity``, read and written through it: a change of the entity is applied to this
  /// value, then written back.
  var entity: Entity { get set }
}
