{
    "Item 1",
    "Item 2",
    "Item 3"    
}