package privbench.harness.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import privbench.harness.sweep.CellsLayout;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.accounting.MembershipTradeOff;
import privbench.privacy.accounting.Mechanism;

/** What the {@code accountant} verb prints: one JSON object, or the same facts as two lines of text. */
final class AccountingReport {

    private AccountingReport() {
    }

    static ObjectNode json(AccountingRequest.Answer a) {
        AccountingRequest r = a.request();
        ObjectNode out = new ObjectMapper().createObjectNode();
        if (a.found() != null) {
            out.put("noise_multiplier", a.noiseMultiplier());
        }
        out.put("epsilon", a.pricing().epsilon());
        out.put("delta", a.pricing().delta());
        out.put("accountant", a.pricing().accountant());
        a.pricing().details().forEach((k, v) -> out.putPOJO(k, v));
        if (a.found() != null) {
            out.put("target_epsilon", r.targetEpsilon());
            out.put("search", r.search() == Calibration.Search.OPACUS ? "opacus" : "precise");
            out.put("evaluations", a.found().evaluations());
        }
        out.put("mechanism", r.mechanism().id());
        if (a.found() == null) {
            out.put("noise_multiplier", a.noiseMultiplier());
        }
        if (r.mechanism() == Mechanism.LAPLACE) {
            out.put("scale", a.noiseMultiplier() * r.sensitivity());
            out.put("sensitivity", r.sensitivity());
        }
        if (r.mechanism() == Mechanism.SUBSAMPLED_GAUSSIAN) {
            out.put("sampling_rate", r.samplingRate());
            out.put("sampling", "poisson");
        }
        out.put("steps", r.steps());
        out.put("neighbouring", Neighbouring.ADD_REMOVE.id());
        // the guarantee in attack terms, as cells.csv's last columns give it
        Guarantee g = new Guarantee(a.pricing().epsilon(), a.pricing().delta(), a.pricing().accountant(),
                Neighbouring.ADD_REMOVE, r.mechanism().family(r.samplingRate(), r.steps()).apply(a.noiseMultiplier()), "");
        MembershipTradeOff.mu(g).ifPresent(mu -> out.put("mu", mu));
        for (double fpr : CellsLayout.ATTACK_FPRS) {
            out.put("tpr_at_fpr_" + fpr, MembershipTradeOff.tprAt(g, fpr));
        }
        return out;
    }

    static String text(ObjectNode o) {
        StringBuilder s = new StringBuilder();
        if (o.has("target_epsilon")) {
            s.append(String.format(Locale.ROOT, "noise multiplier %s meets epsilon <= %s (found by %s search)%n",
                    num(o, "noise_multiplier"), num(o, "target_epsilon"), o.get("search").asText()));
        }
        s.append(String.format(Locale.ROOT, "epsilon %s at delta %s (%s accountant", num(o, "epsilon"), num(o, "delta"),
                o.get("accountant").asText()));
        if (o.has("order")) {
            s.append(String.format(Locale.ROOT, ", optimal order %s on the %s grid, conversion %s", num(o, "order"),
                    o.get("orders").asText(), o.get("conversion").asText()));
        }
        if (o.has("epsilon_estimate")) {
            s.append(", upper bound; estimate ").append(num(o, "epsilon_estimate"));
        }
        s.append(")").append(System.lineSeparator());
        s.append(o.get("mechanism").asText()).append(": ");
        if (o.has("scale")) {
            s.append("scale ").append(num(o, "scale")).append(", L1 sensitivity ").append(num(o, "sensitivity"));
        } else {
            s.append("noise multiplier ").append(num(o, "noise_multiplier"));
        }
        if (o.has("sampling_rate")) {
            s.append(", Poisson sampling rate ").append(num(o, "sampling_rate"));
        }
        s.append(", ").append(o.get("steps").asLong()).append(o.get("steps").asLong() == 1 ? " step" : " steps");
        s.append("; neighbouring: add/remove one record").append(System.lineSeparator());
        s.append(String.format(Locale.ROOT, "membership test: TPR at most %.4g at FPR 0.01, %.4g at FPR 0.001%s",
                o.get("tpr_at_fpr_0.01").asDouble(), o.get("tpr_at_fpr_0.001").asDouble(),
                o.has("mu") ? " (exact mu-GDP curve, mu " + num(o, "mu") + ")" : " (from epsilon, delta)"));
        return s.toString();
    }

    private static String num(ObjectNode o, String field) {
        double v = o.get(field).asDouble();
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v)
                : String.format(Locale.ROOT, "%.7g", v).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replace(".e", "e");
    }
}
