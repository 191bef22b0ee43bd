import Foundation

/// One image of the catalog, with the fields of a Pixabay hit.
public struct ImageRecord: Codable, Sendable, Hashable {
  public var id: Int
  public var pageURL: String
  public var type: String
  public var tags: String
  public var previewURL: String
  public var previewWidth: Int
  public var previewHeight: Int
  public var webformatURL: String
  public var webformatWidth: Int
  public var webformatHeight: Int
  public var largeImageURL: String
  public var imageWidth: Int
  public var imageHeight: Int
  public var imageSize: Int
  public var views: Int
  public var downloads: Int
  public var collections: Int
  public var likes: Int
  public var comments: Int
  public var user_id: Int
  public var user: String
  public var userImageURL: String
}

/// What the image-search endpoint answers: Pixabay's response shape.
public struct ImageSearchResponse: Codable, Sendable, Hashable {
  /// Every match.
  public var total: Int
  /// The matches that can be paged through (at most 500, as on Pixabay).
  public var totalHits: Int
  /// This page.
  public var hits: [ImageRecord]
}

/// The images the demo server searches: `Resources/catalog.json`, made by
/// `Examples/Tools/generate_catalog.py` (made-up records, no network).
public struct ImageCatalog: Sendable {
  /// Every record, in catalog order.
  public let records: [ImageRecord]

  /// Creates a catalog.
  ///
  /// - Parameter records: The records.
  public init(records: [ImageRecord]) { self.records = records }

  /// The catalog shipped with this module.
  ///
  /// - Throws: When the resource is missing or malformed.
  public static func bundled() throws -> ImageCatalog {
    try cached.get()
  }

  private static let cached: Result<ImageCatalog, any Error> = Result {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return ImageCatalog(
      records: try JSONDecoder().decode([ImageRecord].self, from: Data(contentsOf: url)))
  }

  /// The records whose tags contain every word of `query` (case-insensitive); all of them for
  /// an empty query.
  ///
  /// - Parameter query: Words separated by spaces or `+`.
  /// - Returns: The matches, most liked first.
  public func search(_ query: String) -> [ImageRecord] {
    let words = query.lowercased().split { $0 == " " || $0 == "+" }.map(String.init)
    let matches = records.filter { record in
      let tags = record.tags.lowercased().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return words.allSatisfy { word in tags.contains { $0.contains(word) } }
    }
    return matches.sorted { $0.likes != $1.likes ? $0.likes > $1.likes : $0.id < $1.id }
  }
}
