package privbench.privacy.noise.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * An exact non-negative rational num/den (den > 0, not necessarily reduced): the parameters of the exact
 * samplers, so that no probability is ever rounded.
 *
 * @param num numerator, >= 0
 * @param den denominator, > 0
 */
public record Rational(BigInteger num, BigInteger den) implements Comparable<Rational> {

    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

    public Rational {
        if (num.signum() < 0 || den.signum() <= 0) {
            throw new IllegalArgumentException("a rational parameter must be num >= 0 over den > 0, got "
                    + num + "/" + den);
        }
    }

    /** n/d for longs. */
    public static Rational of(long n, long d) {
        return new Rational(BigInteger.valueOf(n), BigInteger.valueOf(d));
    }

    /** The exact binary value of a finite double >= 0 (every double is a dyadic rational). */
    public static Rational ofDouble(double x) {
        if (!(x >= 0) || Double.isInfinite(x)) {
            throw new IllegalArgumentException("a rational parameter must be finite and >= 0, got " + x);
        }
        BigDecimal b = new BigDecimal(x);   // exact
        if (b.scale() <= 0) {
            return new Rational(b.toBigIntegerExact(), BigInteger.ONE);
        }
        return new Rational(b.unscaledValue(), BigInteger.TEN.pow(b.scale()));
    }

    /** floor(num/den). */
    public BigInteger floor() {
        return num.divide(den);
    }

    /** This minus its floor, in [0, 1). */
    public Rational fraction() {
        return new Rational(num.mod(den), den);
    }

    public Rational times(Rational o) {
        return new Rational(num.multiply(o.num), den.multiply(o.den));
    }

    public Rational dividedBy(Rational o) {
        if (o.num.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        return new Rational(num.multiply(o.den), den.multiply(o.num));
    }

    /** floor(sqrt(this)), exactly: floor(sqrt(x)) = isqrt(floor(x)). */
    public BigInteger floorSqrt() {
        return floor().sqrt();
    }

    @Override
    public int compareTo(Rational o) {
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    /** The nearest double (for messages and tests only; never for sampling). */
    public double approx() {
        return new BigDecimal(num).divide(new BigDecimal(den), MathContext.DECIMAL64).doubleValue();
    }

    @Override
    public String toString() {
        return num + "/" + den;
    }
}
