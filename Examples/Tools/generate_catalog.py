#!/usr/bin/env python3
"""Writes Examples/Sources/DemoServer/Resources/catalog.json: the image records the demo server searches.

Deterministic (a fixed seed) and offline: every record is made up, shaped like a Pixabay hit.
Run it from the package root: python3 Examples/Tools/generate_catalog.py
"""
import json
import random

SUBJECTS = {
    "cat": ["kitten", "pet", "animal", "whiskers", "fur"],
    "dog": ["puppy", "pet", "animal", "paw", "friend"],
    "mountain": ["landscape", "peak", "snow", "nature", "hiking"],
    "beach": ["sea", "sand", "summer", "ocean", "waves"],
    "forest": ["trees", "nature", "green", "woods", "path"],
    "city": ["skyline", "buildings", "night", "urban", "lights"],
    "flower": ["blossom", "spring", "garden", "petals", "nature"],
    "bird": ["feathers", "wings", "animal", "nature", "sky"],
    "coffee": ["cup", "cafe", "morning", "drink", "beans"],
    "car": ["vehicle", "road", "travel", "wheels", "speed"],
    "sunset": ["sky", "evening", "orange", "clouds", "horizon"],
    "bridge": ["river", "architecture", "city", "steel", "travel"],
    "horse": ["animal", "farm", "mane", "meadow", "riding"],
    "lake": ["water", "reflection", "nature", "calm", "landscape"],
    "food": ["meal", "dinner", "vegetables", "kitchen", "plate"],
    "space": ["stars", "galaxy", "night", "planet", "universe"],
}
USERS = ["Alexas_Fotos", "Pexels", "Free-Photos", "jplenio", "Hans", "skeeze", "Couleur",
         "StockSnap", "geralt", "cocoparisienne", "Bessi", "pixel2013", "susannp4", "adege"]
COLORS = ["red", "blue", "green", "yellow", "white", "black", "autumn", "winter", "morning"]


def main():
    rng = random.Random(2020)
    records = []
    next_id = 1000
    for subject, related in SUBJECTS.items():
        for n in range(14):
            next_id += rng.randint(7, 9000)
            tags = [subject] + rng.sample(related, 2)
            if rng.random() < 0.4:
                tags.append(rng.choice(COLORS))
            user = rng.choice(USERS)
            width = rng.choice([1920, 2400, 3000, 4000, 5184, 6000])
            height = int(width * rng.choice([0.5625, 0.666, 0.75, 1.0, 1.5]))
            records.append({
                "id": next_id,
                "pageURL": f"https://pixabay.example/photos/{subject}-{next_id}/",
                "type": "photo",
                "tags": ", ".join(tags),
                "previewURL": f"https://cdn.pixabay.example/photo/{next_id}_150.jpg",
                "previewWidth": 150,
                "previewHeight": int(150 * height / width),
                "webformatURL": f"https://cdn.pixabay.example/photo/{next_id}_640.jpg",
                "webformatWidth": 640,
                "webformatHeight": int(640 * height / width),
                "largeImageURL": f"https://cdn.pixabay.example/photo/{next_id}_1280.jpg",
                "imageWidth": width,
                "imageHeight": height,
                "imageSize": rng.randint(400_000, 9_000_000),
                "views": rng.randint(1_000, 900_000),
                "downloads": rng.randint(100, 500_000),
                "collections": rng.randint(0, 3_000),
                "likes": rng.randint(0, 4_000),
                "comments": rng.randint(0, 600),
                "user_id": 100_000 + USERS.index(user),
                "user": user,
                "userImageURL": f"https://cdn.pixabay.example/user/{user.lower()}_250.png",
            })
    with open("Examples/Sources/DemoServer/Resources/catalog.json", "w") as f:
        json.dump(records, f, indent=1)
        f.write("\n")
    print(f"{len(records)} records")


if __name__ == "__main__":
    main()
