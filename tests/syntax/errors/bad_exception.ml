exception e
