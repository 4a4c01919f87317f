package privbench.harness.sweep;

/**
 * One of N shards of a sweep, 1-based. A cell belongs to the shard given by its id (not its position),
 * so every shard holds the same cells whatever order or subset is expanded, and results do not depend
 * on the sharding.
 */
public record Shard(int index, int count) {

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard must be I/N with 1 <= I <= N, got " + index + "/" + count);
        }
    }

    /** Every cell. */
    public static Shard all() {
        return new Shard(1, 1);
    }

    /**
     * Reads {@code I/N}.
     *
     * @throws IllegalArgumentException naming the text and what was expected
     */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("--shard must be I/N with 1 <= I <= N (e.g. 2/4), got '" + text + "'");
    }

    /** True when the cell with this id belongs to this shard. */
    public boolean contains(String cellId) {
        long h = Long.parseUnsignedLong(cellId.substring(0, 15), 16);
        return h % count == index - 1;
    }

    /** True for the whole sweep. */
    public boolean isAll() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
