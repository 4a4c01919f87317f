package privbench.testing;

import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Prints why a test was skipped on the console: Surefire counts skipped tests but keeps their reasons in its XML
 * reports, and a user running {@code mvn verify} without Fashion-MNIST, Chromium or Python should see what was not
 * run and what to install. Registered for every test by service loading (junit-platform.properties).
 */
public final class SkipReasons implements TestWatcher {

    @Override
    public void testAborted(ExtensionContext context, Throwable cause) {
        System.out.println("SKIPPED " + context.getDisplayName() + " (" + context.getRequiredTestClass().getSimpleName()
                + "): " + (cause == null || cause.getMessage() == null ? "an assumption did not hold" : cause.getMessage()));
    }

    @Override
    public void testDisabled(ExtensionContext context, Optional<String> reason) {
        System.out.println("SKIPPED " + context.getDisplayName() + " (" + context.getRequiredTestClass().getSimpleName()
                + "): disabled" + reason.map(r -> ": " + r).orElse(""));
    }
}
