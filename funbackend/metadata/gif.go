package metadata

// gifPixels sums the pixel areas of a GIF's frames by walking its blocks
// (header, extensions, image descriptors) without decompressing any: a
// decoder, the share card's included, decompresses every frame, so a small
// file of many large frames is a decompression bomb its first frame's
// dimensions do not show. ok is false for a malformed block structure.
func gifPixels(b []byte) (total int64, ok bool) {
	if len(b) < 13 {
		return 0, false
	}
	i := 13 // header and logical screen descriptor
	if b[10]&0x80 != 0 {
		i += 3 << (b[10]&7 + 1) // global color table
	}
	subBlocks := func() bool { // skips data sub-blocks up to the terminator
		for i < len(b) {
			n := int(b[i])
			i += 1 + n
			if n == 0 {
				return true
			}
		}
		return false
	}
	for i < len(b) {
		switch b[i] {
		case 0x3b: // trailer
			return total, true
		case 0x21: // extension: introducer, label, sub-blocks
			i += 2
			if !subBlocks() {
				return 0, false
			}
		case 0x2c: // image descriptor: position, size, flags
			if i+10 > len(b) {
				return 0, false
			}
			w, h, flags := int64(b[i+5])|int64(b[i+6])<<8, int64(b[i+7])|int64(b[i+8])<<8, b[i+9]
			i += 10
			if flags&0x80 != 0 {
				i += 3 << (flags&7 + 1) // local color table
			}
			i++ // LZW minimum code size
			if !subBlocks() {
				return 0, false
			}
			total += w * h
		default:
			return 0, false
		}
	}
	return total, true // no trailer: the frames that are there
}
