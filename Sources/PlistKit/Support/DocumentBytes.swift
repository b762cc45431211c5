#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document's bytes: an array, or a large file mapped into memory. Reading 70 MB into an
/// array makes the kernel clear and fill 70 MB of fresh pages (80–300 ms on this project's
/// machines, most of a 100,000-question lint); mapped, the file's cached pages are used as
/// they are (about 10 ms). Small files are read: mapping them saves nothing.
///
/// A mapped file that another program shortens while it is read would fault; the file is
/// mapped privately and only while its document lives.
public final class DocumentBytes: @unchecked Sendable {
  private let array: [UInt8]
  private let mapped: UnsafeRawPointer?
  public let count: Int

  /// Files from this size up are mapped.
  public static let mappingThreshold = 4 << 20

  public init(_ bytes: [UInt8]) {
    array = bytes
    mapped = nil
    count = bytes.count
  }

  /// Reads or maps `path`; its errors name the file as `name`.
  public init(contentsOf path: String, name: String) throws(LoadError) {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= Self.mappingThreshold,
       let map = Self.map(path, size: Int(info.st_size)) {
      array = []
      mapped = UnsafeRawPointer(map)
      count = Int(info.st_size)
      return
    }
    array = try FileBytes.contents(of: path, name: name)
    mapped = nil
    count = array.count
  }

  private static func map(_ path: String, size: Int) -> UnsafeMutableRawPointer? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED else { return nil }
    #if os(Linux)
    // The whole file is about to be read (by several threads, each its part, and again for
    // lines): ask for all of it now, and do not let pages go behind a reader.
    _ = madvise(pointer, size, MADV_WILLNEED)
    #endif
    return pointer
  }

  deinit {
    if let mapped { munmap(UnsafeMutableRawPointer(mutating: mapped), count) }
  }

  /// The bytes, valid during the call.
  @inlinable
  public func withBuffer<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
    try withStorage(body)
  }

  @usableFromInline
  func withStorage<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
    if let mapped { return try body(UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: count)) }
    return try array.withUnsafeBufferPointer { buffer throws(E) in try body(buffer) }
  }

  /// The bytes as an array (a copy when the file is mapped).
  public var bytes: [UInt8] {
    mapped == nil ? array : withStorage { Array($0) }
  }
}
