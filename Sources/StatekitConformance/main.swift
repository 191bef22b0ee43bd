print("conformance coming")
