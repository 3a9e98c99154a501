let rec lazy_nats n = lazy (n, lazy_nats (n + 1))
