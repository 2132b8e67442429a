"""Each rule's code, name, module, class, preview flag, default contexts, fix availability,
screen and default flag, for torchlint.registry.index(): generated from the rule classes by
`python -m torchlint.registry`; do not edit. (A stale file is ignored at run time: SOURCES
must be the digest of the sources it was generated from.)"""

SOURCES = '5cc56f1ad2e399f8a7ecd619600d6aa3'

RULES = (
    ('TL101', 'tensor-created-then-moved', 'tensor_created_then_moved', 'TensorCreatedThenMoved', False, ('hot',), 'sometimes', ('patterns', (('\\b(?:BFloat16Tensor|BoolTensor|ByteTensor|CharTensor|DoubleTensor|FloatTensor|HalfTensor|IntTensor|LongTensor|ShortTensor|arange|empty|eye|full|linspace|logspace|normal|ones|rand|randint|randn|randperm|tensor|zeros)\\b[\\s\\\\]*(?:\\(|as\\b)', 32), ('\\.[\\s\\\\]*(?:cuda|to|type_as)[\\s\\\\]*\\(', 32))), False),
    ('TL102', 'pinned-copy-blocking', 'pinned_copy_blocking', 'PinnedCopyBlocking', False, ('hot',), 'unsafe', ('words', (('pin_memory',), ('cuda', 'to'))), False),
    ('TL103', 'optimizer-before-module-move', 'optimizer_before_module_move', 'OptimizerBeforeModuleMove', False, ('cold', 'hot'), 'unsafe', ('patterns', (('\\.[\\s\\\\]*(?:named_parameters|parameters)[\\s\\\\]*\\(', 32), ('\\.[\\s\\\\]*(?:cuda|to)[\\s\\\\]*\\(', 32))), False),
    ('TL104', 'tensor-move-discarded', 'tensor_move_discarded', 'TensorMoveDiscarded', False, None, 'unsafe', ('patterns', (('\\.[\\s\\\\]*(?:cpu|cuda|to)[\\s\\\\]*\\(', 32),)), False),
    ('TL201', 'sync-in-training-loop', 'sync_in_training_loop', 'SyncInTrainingLoop', False, ('hot',), 'none', ('patterns', (('\\b(?:bool|cpu|float|int|item|numpy|print|synchronize|tolist)\\b', 32), ('\\.[\\s\\\\]*(?:backward|step)[\\s\\\\]*\\(|scaler[\\s\\\\]*\\(', 32), ('\\b(?:for|while)\\b', 32), ('(?i)accelerator|cuda|dev|device|mps|xpu', 34))), False),
    ('TL202', 'numpy-without-detach', 'numpy_without_detach', 'NumpyWithoutDetach', False, ('cold', 'hot'), 'safe', ('words', (('cpu',), ('detach', 'numpy'))), False),
    ('TL203', 'unsynchronized-cuda-timing', 'unsynchronized_cuda_timing', 'UnsynchronizedCudaTiming', True, None, 'unsafe', ('patterns', (('\\b(?:default_timer|monotonic|perf_counter|time)\\b[\\s\\\\]*(?:\\(|as\\b)|\\btimeit\\b', 32),)), False),
    ('TL204', 'empty-cache-in-loop', 'empty_cache_in_loop', 'EmptyCacheInLoop', True, ('hot',), 'none', ('words', (('empty_cache',),)), False),
    ('TL205', 'element-loop-host-read', 'element_loop_host_read', 'ElementLoopHostRead', False, ('cold', 'hot'), 'none', ('patterns', (('\\.[\\s\\\\]*(?:item|tolist)[\\s\\\\]*\\(|\\.[\\s\\\\]*(?:cuda|to)[\\s\\\\]*\\(|\\bdevice(?:[\\s\\\\]|#[^\\n]*(?=\\n|\\Z))*=(?!=)', 32), ('\\.[\\s\\\\]*(?:item|tolist)[\\s\\\\]*\\(|(?i:cuda|mps|xpu|dev)', 32))), False),
    ('TL206', 'numpy-in-forward', 'numpy_in_forward', 'NumpyInForward', True, ('hot',), 'none', ('words', (('np', 'numpy'), ('__call__', 'forward'))), False),
    ('TL301', 'dataloader-without-pin-memory', 'dataloader_without_pin_memory', 'DataloaderWithoutPinMemory', False, ('cold', 'hot'), 'sometimes', ('words', (('DataLoader',),)), False),
    ('TL302', 'dataloader-single-process', 'dataloader_single_process', 'DataloaderSingleProcess', True, ('cold', 'hot'), 'none', ('words', (('DataLoader', 'TrainingArguments'),)), False),
    ('TL303', 'dataloader-workers-not-persistent', 'dataloader_workers_not_persistent', 'DataloaderWorkersNotPersistent', True, ('cold', 'hot'), 'unsafe', ('words', (('DataLoader',),)), False),
    ('TL304', 'dataset-moves-to-device', 'dataset_moves_to_device', 'DatasetMovesToDevice', False, ('cold', 'hot'), 'none', ('words', (('cuda', 'to'), ('__getitem__', '__getitems__', '__iter__'))), False),
    ('TL305', 'generate-one-at-a-time', 'generate_one_at_a_time', 'GenerateOneAtATime', True, ('hot',), 'none', ('words', (('generate',), ('from_pretrained',))), False),
    ('TL401', 'functional-dropout-ignores-eval', 'functional_dropout_ignores_eval', 'FunctionalDropoutIgnoresEval', False, None, 'unsafe', ('patterns', (('\\b(?:alpha_dropout|dropout|dropout1d|dropout2d|dropout3d|feature_alpha_dropout)\\b[\\s\\\\]*(?:\\(|as\\b)', 32),)), False),
    ('TL402', 'inference-without-no-grad', 'inference_without_no_grad', 'InferenceWithoutNoGrad', False, ('hot',), 'none', ('words', (('backward', 'eval'),)), False),
    ('TL403', 'data-parallel', 'data_parallel', 'DataParallel', True, ('cold', 'hot'), 'none', ('words', (('DataParallel',),)), False),
    ('TL404', 'zero-grad-keeps-tensors', 'zero_grad_keeps_tensors', 'ZeroGradKeepsTensors', False, ('cold', 'hot'), 'unsafe', ('words', (('zero_grad',), ('False', 'set_to_none'))), False),
    ('TL405', 'anomaly-detection-enabled', 'anomaly_detection_enabled', 'AnomalyDetectionEnabled', False, None, 'none', ('words', (('detect_anomaly', 'set_detect_anomaly'),)), False),
    ('TL406', 'conv-bias-before-batchnorm', 'conv_bias_before_batchnorm', 'ConvBiasBeforeBatchnorm', False, ('cold', 'hot'), 'unsafe', ('words', (('Conv1d', 'Conv2d', 'Conv3d'), ('BatchNorm1d', 'BatchNorm2d', 'BatchNorm3d'))), False),
    ('TL407', 'training-without-mixed-precision', 'training_without_mixed_precision', 'TrainingWithoutMixedPrecision', True, ('cold', 'hot'), 'none', ('patterns', (('\\A(?=[\\s\\S]*?(?:\\b(?:backward)\\b))(?=[\\s\\S]*?(?:\\b(?:step)\\b))(?=[\\s\\S]*?(?:(?i:accelerator|cuda|dev|device|mps|xpu)))|\\b(?:Seq2Seq)?TrainingArguments\\b', 32),)), False),
    ('TL408', 'float32-matmul-precision-highest', 'float32_matmul_precision_highest', 'Float32MatmulPrecisionHighest', True, ('cold', 'hot'), 'none', ('patterns', (('\\b(?:backward)\\b', 32), ('\\b(?:step)\\b', 32), ('(?i)accelerator|cuda|dev|device|mps|xpu', 34))), False),
    ('TL410', 'optimizer-not-fused', 'optimizer_not_fused', 'OptimizerNotFused', True, ('cold', 'hot'), 'unsafe', ('patterns', (('\\b(?:backward)\\b', 32), ('\\b(?:step)\\b', 32), ('(?i)accelerator|cuda|dev|device|mps|xpu', 34), ('\\b(?:Adam|AdamW|SGD)\\b', 32))), False),
    ('TL411', 'conv-net-not-channels-last', 'conv_net_not_channels_last', 'ConvNetNotChannelsLast', True, ('cold', 'hot'), 'none', ('patterns', (('\\b(?:backward)\\b', 32), ('\\b(?:step)\\b', 32), ('(?i)accelerator|cuda|dev|device|mps|xpu', 34), ('\\b(?:Conv2d|ConvTranspose2d|conv2d|timm|torchvision)\\b', 32))), False),
    ('TL412', 'concat-grown-in-loop', 'concat_grown_in_loop', 'ConcatGrownInLoop', True, ('hot',), 'none', ('words', (('append', 'cat', 'column_stack', 'concat', 'concatenate', 'dstack', 'hstack', 'row_stack', 'vstack'), ('cat', 'column_stack', 'concat', 'concatenate', 'dstack', 'hstack', 'numpy', 'row_stack', 'vstack'))), False),
    ('TL413', 'kv-cache-disabled', 'kv_cache_disabled', 'KvCacheDisabled', True, ('cold', 'hot'), 'unsafe', ('words', (('kv_cache', 'kv_caching', 'kvcache', 'use_cache', 'use_kv_cache', 'use_kv_caching', 'use_kvcache'),)), False),
    ('TL414', 'gan-discriminator-through-generator', 'gan_discriminator_through_generator', 'GanDiscriminatorThroughGenerator', False, ('hot',), 'sometimes', ('words', (('backward',), ('step',))), True),
    ('TL415', 'redundant-forward', 'redundant_forward', 'RedundantForward', True, ('hot',), 'none', ('words', (('backward', 'inference_mode', 'no_grad', 'test_step', 'training_step', 'validation_step'),)), False),
    ('TL416', 'hand-written-attention', 'hand_written_attention', 'HandWrittenAttention', True, ('cold', 'hot', 'periodic'), 'none', ('words', (('Softmax', 'softmax'), ('T', 'einsum', 'mT', 'permute', 'swapaxes', 't', 'transpose'))), False),
)
