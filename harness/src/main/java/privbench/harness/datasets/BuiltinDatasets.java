package privbench.harness.datasets;

import java.util.List;
import java.util.Optional;

/**
 * The catalogue of datasets shipped under {@code experiments/data} (see its README for provenance and
 * licences); adding one is one file there plus one line here.
 */
public final class BuiltinDatasets {

    /** Every builtin dataset, in the order {@code list datasets} prints them. */
    public static final List<BuiltinDataset> ALL = List.of(
            new BuiltinDataset("breast-cancer", "breast_cancer.csv",
                    "Breast Cancer Wisconsin (Diagnostic): 30 nucleus measurements, malignant M vs benign B",
                    "Street, Wolberg and Mangasarian (1993); UCI", 569, 30, 2, Optional.of("M"),
                    "6da5212f20d46f03ce20a13f45e94a94a0e968ded58fe48354ffc4f83ed0021b"),
            new BuiltinDataset("digits", "digits.csv",
                    "handwritten digits 0-9: 8x8 pixel counts 0..16 (UCI optical digits, test set)",
                    "Alpaydin and Kaynak (1998); UCI", 1797, 64, 10, Optional.empty(),
                    "7a93e51f73dadeb4429b4fc0718b334d12864332b906bdf44f9da7599a7e0e01"),
            new BuiltinDataset("spam", "spam.csv",
                    "Spambase: 57 word and character frequencies and capital-run lengths, spam vs nonspam",
                    "Hopkins, Reeber, Forman and Suermondt (1999); UCI", 4601, 57, 2, Optional.of("spam"),
                    "c02665b3080ae89f56e455495a1066c1aef80e91ea0e537772865b58683718a1"),
            new BuiltinDataset("ionosphere", "ionosphere.csv",
                    "radar returns from the ionosphere: 34 pulse features, good vs bad",
                    "Sigillito, Wing, Hutton and Baker (1989); UCI", 351, 34, 2, Optional.of("good"),
                    "314f8a72d1a15a8da29ba7a499fc3de08279b9ff9a10810a0cc912a5b04118a8"),
            new BuiltinDataset("sonar", "sonar.csv",
                    "sonar returns: energy in 60 frequency bands, mines M vs rocks R",
                    "Gorman and Sejnowski (1988); UCI", 208, 60, 2, Optional.of("M"),
                    "738c8e447de6925478ba4a20b39114a69d19167d7625f177e1f0b25fe5441325"),
            new BuiltinDataset("letter", "letter.csv",
                    "letter recognition: 16 integer glyph statistics, capital letters A-Z",
                    "Frey and Slate (1991); UCI", 20000, 16, 26, Optional.empty(),
                    "c2078da707c3f2adc6e5ba760adfd5efe6313de0f33b8a36351d276ff1de2cd7"),
            new BuiltinDataset("satimage", "satimage.csv",
                    "Landsat multispectral 3x3 pixel values (36 features), the DP-AUC paper's binarisation: "
                            + "soil classes 1-3 vs 4-7",
                    "Srinivasan (1993), UCI Statlog (Landsat Satellite)", 6435, 36, 2, Optional.of("classes-1-2-3"),
                    "69092c79f04c4575e5b561dc8a12a8221f3d4e26297c8cd0ae9bd16e14f3c260"),
            new BuiltinDataset("pima", "pima.csv",
                    "Pima Indians diabetes: 8 clinical measurements on scales from 0-2.4 to 0-846, diabetes pos vs neg",
                    "Smith, Everhart, Dickson, Knowler and Johannes (1988); UCI", 768, 8, 2, Optional.of("pos"),
                    "052edaa77c234f894e876ba7ccaa1c68e8c8e92d880148003d41d9a79548dc18")
    );

    private BuiltinDatasets() {
    }

    /** The builtin dataset with the given id. */
    public static Optional<BuiltinDataset> byId(String id) {
        return ALL.stream().filter(b -> b.id().equals(id)).findFirst();
    }
}
