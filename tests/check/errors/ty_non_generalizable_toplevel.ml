let r = ref []
