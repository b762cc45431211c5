import PlistKit

/// A list and a picture memo for each part of a check run on several threads. Unchecked
/// because the guard is the partition: part `p` runs on one thread at a time (`Parts.run`) and
/// touches `lists[p]` and `memos[p]` only.
public final class PartLists: @unchecked Sendable {
  /// Raw storage, not an array: threads writing their own elements of one array would each
  /// claim the whole of it.
  public let lists: UnsafeMutablePointer<DiagnosticList>
  /// Each part's memo of the pictures it has checked; nil each when there is no checker.
  public let memos: [PictureMemo?]
  private let count: Int

  /// A list and a memo for every part `Pack.checkEach(_:visit:)` may hand a model from.
  public convenience init(checker: (any PictureChecker)?) {
    self.init(count: PlistDocument.mostParts, checker: checker)
  }

  /// `count` empty lists, and a memo each of `checker`'s answers.
  public init(count: Int, checker: (any PictureChecker)?) {
    self.count = count
    lists = .allocate(capacity: count)
    lists.initialize(repeating: DiagnosticList(), count: count)
    memos = (0..<count).map { _ in checker.map(PictureMemo.init) }
  }

  /// Part `part`'s list, moved out (an empty one left): the joined list then holds the only
  /// reference to its problems, and moves their paths on in place.
  public func take(_ part: Int) -> DiagnosticList {
    let taken = (lists + part).move()
    (lists + part).initialize(to: DiagnosticList())
    return taken
  }

  deinit {
    lists.deinitialize(count: count)
    lists.deallocate()
  }
}
