# Makes test/fixtures/gps-photo.jpg: test/fixtures/upload-photo.jpg with an EXIF APP1 segment whose
# GPS IFD says 18.5204 N, 73.8567 E with a horizontal positioning error of 8 m (decision 047's tests:
# the photo's own GPS wins over the device's position). Run: python3 scripts/gps-fixture.py
import struct, pathlib
root = pathlib.Path(__file__).resolve().parent.parent
src = (root / "test/fixtures/upload-photo.jpg").read_bytes()

def rational(n, d): return struct.pack(">II", n, d)
def dms(v):
    d = int(v); m = int((v - d) * 60); s = round(((v - d) * 60 - m) * 60 * 100)
    return rational(d, 1) + rational(m, 1) + rational(s, 100)

# TIFF header (big endian), IFD0 at 8 with one entry: the GPS IFD pointer (0x8825)
ifd0_off = 8
ifd0 = struct.pack(">H", 1) + struct.pack(">HHII", 0x8825, 4, 1, 0) + struct.pack(">I", 0)
gps_off = ifd0_off + len(ifd0)
entries = []
data = b""
n = 6
data_off = gps_off + 2 + n * 12 + 4
def add(tag, typ, count, payload):
    global data
    if len(payload) <= 4:
        entries.append(struct.pack(">HHI", tag, typ, count) + payload.ljust(4, b"\0"))
    else:
        entries.append(struct.pack(">HHII", tag, typ, count, data_off + len(data)))
        data += payload
add(0x0000, 1, 4, bytes([2, 3, 0, 0]))        # GPSVersionID
add(0x0001, 2, 2, b"N\0")                     # GPSLatitudeRef
add(0x0002, 5, 3, dms(18.5204))               # GPSLatitude
add(0x0003, 2, 2, b"E\0")                     # GPSLongitudeRef
add(0x0004, 5, 3, dms(73.8567))               # GPSLongitude
add(0x001F, 5, 1, rational(8, 1))             # GPSHPositioningError
gps = struct.pack(">H", n) + b"".join(entries) + struct.pack(">I", 0) + data
ifd0 = struct.pack(">H", 1) + struct.pack(">HHII", 0x8825, 4, 1, gps_off) + struct.pack(">I", 0)
tiff = b"MM" + struct.pack(">HI", 42, ifd0_off) + ifd0 + gps
app1 = b"Exif\0\0" + tiff
seg = b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1
out = src[:2] + seg + src[2:]
(root / "test/fixtures/gps-photo.jpg").write_bytes(out)
print(len(out))
