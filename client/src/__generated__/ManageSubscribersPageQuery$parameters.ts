/**
 * @generated SignedSource<<4101a4b43af4fae1c5f38d6664fa72c7>>
 * @relayHash 30f3daa8cf0087eff971304134aff18d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30f3daa8cf0087eff971304134aff18d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageSubscribersPageQuery } from './ManageSubscribersPageQuery.graphql';

const node: PreloadableConcreteRequest<ManageSubscribersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "30f3daa8cf0087eff971304134aff18d",
    "metadata": {},
    "name": "ManageSubscribersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
